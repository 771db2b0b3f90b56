import { useEffect, useState } from "react";

const TYPE_MS = 110;
const DELETE_MS = 60;
const HOLD_MS = 1600;

/**
 * The hero's typing animation (spec §2): types a word, holds, deletes it, next word. It stops while `paused`
 * (the search box has focus) and stays on the first word under prefers-reduced-motion.
 */
export function useTypingWords(words: readonly string[], paused: boolean): string {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(words[0].length);
  const [deleting, setDeleting] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => setReduced(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);

  useEffect(() => {
    if (paused || reduced) return;
    const word = words[index];
    let delay = deleting ? DELETE_MS : TYPE_MS;
    if (!deleting && length === word.length) delay = HOLD_MS;
    const timer = window.setTimeout(() => {
      if (!deleting && length === word.length) setDeleting(true);
      else if (deleting && length === 0) {
        setDeleting(false);
        setIndex((index + 1) % words.length);
      } else setLength(length + (deleting ? -1 : 1));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [words, index, length, deleting, paused, reduced]);

  return words[index].slice(0, length);
}
