/**
 * An article's photos in the back office (issue 40, docs/decisions/035-article-photos.md): upload, reorder and
 * delete, managers only. The photos are the article's `images` (useBackofficeArticle); each answer is the list as it
 * is now and goes straight into that article's query, and the audit trail and the articles list are then stale.
 */
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { BackofficeArticle, BackofficeImages } from "#contracts/backoffice.ts";
import { api } from "#app/lib/api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded } from "./session-ended.ts";

const imagesPath = (pharmacode: number) => `/backoffice/articles/${pharmacode}/images`;

function settle(queryClient: QueryClient, answer: BackofficeImages) {
  queryClient.setQueryData<BackofficeArticle>(queryKeys.backoffice.article(answer.pharmacode), (article) => (article ? { ...article, images: answer.images } : article));
  void queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.audit(answer.pharmacode) });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.backoffice.all, "articles"] });
}

/** A change to the photos; a 409 (someone else changed them meanwhile) reloads the article, so the page shows what is. */
function usePhotoMutation<Input>(pharmacode: number, call: (input: Input) => Promise<BackofficeImages>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(input).catch(rethrowSessionEnded),
    onSuccess: (answer) => settle(queryClient, answer),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.article(pharmacode) }),
  });
}

/** Sends one photo (multipart field `file`); the answer is the article's photos with the new one last. */
export const useUploadPhoto = (pharmacode: number) =>
  usePhotoMutation(pharmacode, async (file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return (await api<BackofficeImages>(imagesPath(pharmacode), { method: "POST", auth: true, form })).data!;
  });

/** The photos in a new order, as their current n's. */
export const useReorderPhotos = (pharmacode: number) =>
  usePhotoMutation(pharmacode, async (order: number[]) => (await api<BackofficeImages>(imagesPath(pharmacode), { method: "PUT", auth: true, body: { order } })).data!);

/** Deletes the photo at n, only if it is still the one the page showed there (`name`). */
export const useDeletePhoto = (pharmacode: number) =>
  usePhotoMutation(pharmacode, async ({ n, name }: { n: number; name: string }) => (await api<BackofficeImages>(`${imagesPath(pharmacode)}/${n}`, { method: "DELETE", auth: true, query: { name } })).data!);
