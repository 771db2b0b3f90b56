import { FileText, ImageIcon, X } from "lucide-react";
import { useEffect, useMemo } from "react";
import { fileSize, type PickedFile } from "./file-checks.ts";

/** A picked file: the image itself when the browser can show it, an icon otherwise; name, size, remove. */
export function FilePreview({ picked, onRemove }: { picked: PickedFile; onRemove: () => void }) {
  const showable = picked.type === "image/png" || picked.type === "image/jpeg";
  const url = useMemo(() => (showable ? URL.createObjectURL(picked.file) : null), [picked.file, showable]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const Icon = picked.type === "application/pdf" ? FileText : ImageIcon;
  return (
    <figure className="relative overflow-hidden rounded-lg border border-line bg-white">
      <div className="flex aspect-[4/3] items-center justify-center bg-soft">
        {url ? <img src={url} alt="" className="size-full object-cover" /> : <Icon aria-hidden className="size-10 text-muted" />}
      </div>
      <figcaption className="px-2 py-1.5">
        <span className="block truncate text-sm font-medium text-ink" title={picked.file.name}>
          {picked.file.name}
        </span>
        <span className="block text-xs text-muted">
          {picked.type === "application/pdf" ? "PDF" : picked.type.slice(6).toUpperCase()} · {fileSize(picked.file.size)}
        </span>
      </figcaption>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`${picked.file.name} entfernen`}
        // Top left, over the picture: at the bottom right the floating help button covered the right column's
        // "×" on a phone (issue 38 point 15); here no column's button comes near it.
        className="absolute top-1 left-1 flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-danger-soft hover:text-danger"
      >
        <X aria-hidden className="size-5" />
      </button>
    </figure>
  );
}
