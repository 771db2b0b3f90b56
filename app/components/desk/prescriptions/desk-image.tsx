import { useEffect, useState } from "react";
import { fetchPrescriptionFile } from "#app/lib/queries/prescriptions.ts";

/**
 * A prescription's image shown to staff: fetched with the bearer into a blob: URL (the server's answer stays an
 * attachment that no cache keeps); the URL goes when the card does.
 */
export function DeskImage({ prescriptionId, n, alt }: { prescriptionId: string; n: number; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchPrescriptionFile("desk", prescriptionId, n, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [prescriptionId, n]);
  if (failed) return <p className="p-4 text-sm text-danger">Bild konnte nicht geladen werden.</p>;
  // The placeholder is as tall as the image will be, so the tile does not jump when it arrives.
  if (!url) return <div className="h-56 animate-pulse bg-soft motion-reduce:animate-none sm:h-72" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block bg-soft focus-visible:outline-offset-[-3px]" title="In voller Grösse öffnen">
      <img src={url} alt={alt} className="h-56 w-full object-contain sm:h-72" />
    </a>
  );
}
