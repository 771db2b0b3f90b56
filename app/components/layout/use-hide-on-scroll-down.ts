import { useEffect, useState } from "react";

/** Scrolling less than this (px) changes nothing: a finger resting on the screen jitters by a few pixels. */
const JITTER_PX = 8;
/** Near the top the page has not gone under the button yet. */
const TOP_PX = 80;

/**
 * True while the visitor scrolls down (reading), false once they scroll up or are back at the top. The
 * floating help button steps aside with it, where it would otherwise cover the text being read (issue 30 on a
 * phone: "Alle Produkte", a product's description; issue 41 on a desktop: an offer's price); scrolling up brings
 * it back.
 */
export function useHideOnScrollDown(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < TOP_PX) setHidden(false);
      else if (y > last + JITTER_PX) setHidden(true);
      else if (y < last - JITTER_PX) setHidden(false);
      else return;
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return [hidden, setHidden];
}
