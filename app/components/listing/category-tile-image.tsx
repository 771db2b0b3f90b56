import { useEffect, useRef, useState } from "react";

/** 'No image' picture for a category without one or whose image fails (spec §3). */
const NO_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e7f3ee"/><path d="M70 40h20v20h20v20H90v20H70V80H50V60h20z" fill="#0b7a53" opacity=".35"/></svg>',
  );

export function CategoryTileImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      src={!src || failed ? NO_IMAGE : src}
      alt=""
      width={320}
      height={240}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/3] h-auto w-full bg-brand-soft object-cover"
    />
  );
}
