import { useRef, useState } from "react";
import { PLACEHOLDER_IMAGE, ProductImage } from "./product-image.tsx";

/**
 * Detail gallery (spec §2): on desktop a large image with thumbnails and a 1.5x hover zoom; on mobile a
 * swipeable strip with an 'n of m' counter. Images come ordered by galleryImages().
 */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const [current, setCurrent] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [stripIndex, setStripIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const list = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const main = list[Math.min(current, list.length - 1)];

  return (
    <div>
      {/* Desktop */}
      <div className="hidden lg:block">
        <div
          className="relative overflow-hidden rounded-card border border-line bg-white"
          onMouseMove={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
          }}
          onMouseLeave={() => setZoom(null)}
        >
          <div
            className="transition-transform duration-150"
            style={zoom ? { transform: "scale(1.5)", transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          >
            <ProductImage src={main} alt={alt} size={560} priority />
          </div>
        </div>
        {list.length > 1 && (
          <ul className="mt-3 grid grid-cols-5 gap-2" aria-label="Produktbilder">
            {list.map((src, index) => (
              <li key={src}>
                <button
                  type="button"
                  data-replay
                  onClick={() => setCurrent(index)}
                  aria-label={`Bild ${index + 1} von ${list.length} anzeigen`}
                  aria-current={index === current ? "true" : undefined}
                  className={`block w-full overflow-hidden rounded-lg border-2 bg-white p-1 ${index === current ? "border-brand" : "border-line hover:border-muted"}`}
                >
                  <ProductImage src={src} alt="" size={96} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Mobile */}
      <div className="lg:hidden">
        <div
          ref={strip}
          onScroll={(event) => {
            const el = event.currentTarget;
            setStripIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
          }}
          className="relative flex snap-x snap-mandatory overflow-x-auto rounded-card border border-line bg-white [scrollbar-width:none]"
          tabIndex={0}
          role="region"
          aria-label="Produktbilder, wischen zum Blättern"
        >
          {list.map((src, index) => (
            <div key={src} className="w-full shrink-0 snap-center">
              <ProductImage src={src} alt={index === 0 ? alt : `${alt}, Bild ${index + 1}`} size={390} priority={index === 0} />
            </div>
          ))}
        </div>
        {list.length > 1 && (
          <p className="mt-2 text-center text-sm text-muted tabular" aria-live="polite">
            {stripIndex + 1} of {list.length}
          </p>
        )}
      </div>
    </div>
  );
}
