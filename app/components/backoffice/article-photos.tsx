import { ArrowDown, ArrowUp, ImagePlus, ImageOff, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useBackofficeArticle } from "#app/lib/queries/backoffice.ts";
import { useDeletePhoto, useReorderPhotos, useUploadPhoto } from "#app/lib/queries/backoffice-images.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_SNIFF_BYTES, sniffImageType, type BackofficeImage } from "#contracts/backoffice.ts";
import { BACKOFFICE_TEXTS, PHOTO_TEXTS, photoLabel, photoRefusalText } from "./backoffice-texts.ts";

const fileName = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const isPackshot = (image: BackofficeImage) => image.M.endsWith(".svg");

/** Which button gets the focus once the list has its new order: the moved photo's, as the keyboard left it. */
type FocusAfter = { name: string; button: "earlier" | "later" } | null;

/**
 * An article's photos for managers (issue 40): shown at the medium size in the shop's order, added one at a time
 * (JPEG, PNG or WebP; size and type checked here first, the server decides), moved up or down, deleted after a
 * confirmation. The first upload replaces the generated packshots in the shop.
 */
export function ArticlePhotos({ pharmacode }: { pharmacode: number }) {
  const ids = useId();
  const article = useBackofficeArticle(pharmacode);
  const upload = useUploadPhoto(pharmacode);
  const reorder = useReorderPhotos(pharmacode);
  const remove = useDeletePhoto(pharmacode);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BackofficeImage | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const picker = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const images = useMemo(() => article.data?.images ?? [], [article.data]);

  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-photo="${CSS.escape(focusAfter.name)}"]`);
    // The button pressed may now be disabled (the photo is first or last): then its neighbour.
    const target = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.button}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter, images]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared, so that the same file can be chosen again after a refusal.
    event.target.value = "";
    setDone(null);
    upload.reset();
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return setFileError(PHOTO_TEXTS.tooLarge);
    const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
    if (!sniffImageType(head)) return setFileError(PHOTO_TEXTS.wrongType);
    setFileError(null);
    upload.mutate(file, { onSuccess: () => setDone(PHOTO_TEXTS.uploaded) });
  };

  const move = (image: BackofficeImage, by: -1 | 1) => {
    const order = images.map((i) => i.n);
    const to = image.n + by;
    [order[image.n], order[to]] = [order[to]!, order[image.n]!];
    setDone(null);
    reorder.mutate(order, {
      onSuccess: () => {
        setDone(PHOTO_TEXTS.moved);
        setFocusAfter({ name: fileName(image.M), button: by < 0 ? "earlier" : "later" });
      },
    });
  };

  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const error = fileError ?? (upload.error ? photoRefusalText(upload.error) : reorder.error ? photoRefusalText(reorder.error) : null);

  let body;
  if (article.isPending || (article.isError && isSessionEnded(article.error))) {
    body = (
      <div className="flex min-h-32 items-center justify-center" role="status">
        <Spinner label={PHOTO_TEXTS.loading} />
      </div>
    );
  } else if (article.isError) {
    body = <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void article.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  } else if (images.length === 0) {
    body = (
      <p className="flex items-center gap-2 rounded-lg bg-soft px-3 py-3 text-sm text-gray-700">
        <ImageOff aria-hidden className="size-5 shrink-0" />
        {PHOTO_TEXTS.none}
      </p>
    );
  } else {
    body = (
      <ol ref={list} className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-label={`${PHOTO_TEXTS.title} in der Reihenfolge des Shops`}>
        {images.map((image) => {
          const label = photoLabel(image.n, images.length);
          return (
            <li key={image.M} data-photo={fileName(image.M)} className="flex flex-col rounded-lg border border-line bg-white p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-ink">{label}</span>
                {isPackshot(image) ? <Badge tone="neutral">{PHOTO_TEXTS.packshot}</Badge> : null}
              </div>
              <img src={image.M} alt={label} width={300} height={300} loading="lazy" className="mt-2 aspect-square w-full rounded-md bg-white object-contain" />
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" data-move="earlier" disabled={busy || image.n === 0} onClick={() => move(image, -1)} aria-label={`${label} nach vorne`}>
                  <ArrowUp aria-hidden className="size-4" />
                  {PHOTO_TEXTS.earlier}
                </Button>
                <Button variant="secondary" size="sm" data-move="later" disabled={busy || image.n === images.length - 1} onClick={() => move(image, 1)} aria-label={`${label} nach hinten`}>
                  <ArrowDown aria-hidden className="size-4" />
                  {PHOTO_TEXTS.later}
                </Button>
                <Button variant="danger" size="sm" disabled={busy} onClick={() => setDeleting(image)} aria-label={`${label} löschen`}>
                  <Trash2 aria-hidden className="size-4" />
                  {PHOTO_TEXTS.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <div>
        <h2 id={`${ids}-title`} className="text-xl">
          {PHOTO_TEXTS.title}
        </h2>
        <p id={`${ids}-hint`} className="mt-1 text-sm text-gray-700">
          {PHOTO_TEXTS.hint}
        </p>
      </div>
      {body}
      <div className="space-y-3">
        <label
          className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand bg-white px-4 font-semibold text-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${busy ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-brand-soft"}`}
        >
          {upload.isPending ? <Spinner size="sm" /> : <ImagePlus aria-hidden className="size-5" />}
          {upload.isPending ? PHOTO_TEXTS.uploading : PHOTO_TEXTS.add}
          <input
            ref={picker}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => void pick(event)}
            disabled={busy}
            aria-describedby={`${ids}-hint`}
            aria-invalid={error ? true : undefined}
            className="sr-only"
            data-testid="photo-file"
          />
        </label>
        <div role="status" aria-live="polite" className="sr-only">
          {upload.isPending ? PHOTO_TEXTS.uploading : ""}
        </div>
        <Alert kind="error">{error}</Alert>
        <Alert kind="success" dismissAfterMs={6000} onDismiss={() => setDone(null)}>
          {error ? null : done}
        </Alert>
      </div>
      <DeletePhotoDialog
        image={deleting}
        count={images.length}
        pending={remove.isPending}
        error={remove.error ? photoRefusalText(remove.error) : null}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={(image) =>
          remove.mutate(
            { n: image.n, name: fileName(image.M) },
            {
              onSuccess: () => {
                setDeleting(null);
                setDone(PHOTO_TEXTS.removed);
                picker.current?.focus();
              },
            },
          )
        }
      />
    </section>
  );
}

function DeletePhotoDialog(props: { image: BackofficeImage | null; count: number; pending: boolean; error: string | null; onCancel: () => void; onConfirm: (image: BackofficeImage) => void }) {
  const { image } = props;
  return (
    <ConfirmDialog
      open={image !== null}
      onOpenChange={(open) => (open ? undefined : props.onCancel())}
      title={PHOTO_TEXTS.removeTitle}
      description={PHOTO_TEXTS.removeText}
      confirmLabel={PHOTO_TEXTS.remove}
      pending={props.pending}
      error={props.error}
      onConfirm={() => image && props.onConfirm(image)}
    >
      {image ? <img src={image.M} alt={photoLabel(image.n, props.count)} width={300} height={300} className="mx-auto aspect-square w-40 object-contain" /> : null}
    </ConfirmDialog>
  );
}
