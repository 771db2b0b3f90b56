import { useEffect, useRef, useState } from "react";

/** Shown when a packshot is missing or fails to load (spec §3: a failing image is replaced by a placeholder). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f5f7f6"/><path d="M42 30h16v12h12v16H58v12H42V58H30V42h12z" fill="#d1d5db"/></svg>',
  );

type Props = {
  src: string | null;
  alt: string;
  size: number;
  className?: string;
  /** Above the fold: load at once with high priority (LCP); everything else is lazy. */
  priority?: boolean;
};

/** A square packshot with fixed dimensions (no layout shift) that falls back to a placeholder. */
export function ProductImage({ src, alt, size, className, priority }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  return (
    <img
      ref={ref}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className ?? "aspect-square h-auto w-full object-contain"}
    />
  );
}
