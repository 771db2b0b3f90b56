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
  if (!url) return <div className="h-48 animate-pulse bg-soft motion-reduce:animate-none" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block bg-soft" title="In voller Grösse öffnen">
      <img src={url} alt={alt} className="h-56 w-full object-contain sm:h-72" />
    </a>
  );
}
