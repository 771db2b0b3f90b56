/**
 * Prescriptions through the query layer (pattern: appointments.ts): the customer's list, the upload and the
 * withdrawal; the desk's queue and status changes (staff only). Every change invalidates both domains, so the
 * customer's list and the desk's queue show the server's state afterwards.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PRESCRIPTION_ERROR_CODES, PRESCRIPTION_TEXTS, type DeskPrescription, type DeskPrescriptionInput, type DeskPrescriptionPage, type Prescription, type PrescriptionErrorCode, type PrescriptionStatus } from "#contracts/prescriptions.ts";
import { api, apiBlob, ApiError } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded } from "./session-ended.ts";

// A desk screen stays open all morning; new prescriptions come in meanwhile.
const DESK_REFRESH_MS = 60_000;

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.prescriptions.all }), queryClient.invalidateQueries({ queryKey: queryKeys.desk.all })]);
}

/** The logged-in customer's prescriptions, newest first; off without a token. */
export function useMyPrescriptions() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.prescriptions.mine(),
    queryFn: async ({ signal }) => (await api<Prescription[]>("/prescriptions", { auth: true, signal }).catch(rethrowSessionEnded)).data ?? [],
    enabled: hasToken,
  });
}

/** The upload's refusals the page words itself, by the envelope's `code` (the server's texts are English, for API clients). */
const UPLOAD_REFUSALS: Partial<Record<PrescriptionErrorCode, string>> = {
  [PRESCRIPTION_ERROR_CODES.wrongType]: PRESCRIPTION_TEXTS.serverWrongType,
  [PRESCRIPTION_ERROR_CODES.tooManyFiles]: PRESCRIPTION_TEXTS.tooMany,
  [PRESCRIPTION_ERROR_CODES.fileTooLarge]: PRESCRIPTION_TEXTS.serverTooLarge,
  [PRESCRIPTION_ERROR_CODES.bodyTooLarge]: PRESCRIPTION_TEXTS.serverTooLarge,
  [PRESCRIPTION_ERROR_CODES.noFiles]: PRESCRIPTION_TEXTS.noFiles,
  [PRESCRIPTION_ERROR_CODES.notesTooLong]: PRESCRIPTION_TEXTS.notesTooLong,
  [PRESCRIPTION_ERROR_CODES.tooManyCards]: PRESCRIPTION_TEXTS.tooManyCards,
};

export function uploadFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return PRESCRIPTION_TEXTS.sendFailed;
  const byCode = error.code === undefined ? undefined : UPLOAD_REFUSALS[error.code as PrescriptionErrorCode];
  if (byCode) return byCode;
  if (error.status === 413) return PRESCRIPTION_TEXTS.serverTooLarge;
  if (error.status === 429) return PRESCRIPTION_TEXTS.tooManyUploads;
  return PRESCRIPTION_TEXTS.sendFailed;
}

/** Sends the files, the card's photo (if any) and the form's fields (uploadFields) as one multipart request. */
export function useUploadPrescription() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ files, card, fields }: { files: File[]; card: File | null; fields: Record<string, string> }): Promise<Prescription> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of files) form.append("files", file, file.name);
      if (card) form.append("insuranceCard", card, card.name);
      try {
        return (await api<Prescription>("/prescriptions", { method: "POST", auth: true, form })).data!;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return rethrowSessionEnded(error);
        throw new Error(uploadFailureText(error));
      }
    },
    onSettled: invalidate,
  });
}

export function useWithdrawPrescription() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (id: string) => (await api<{ _id: string }>(`/prescriptions/${encodeURIComponent(id)}`, { method: "DELETE", auth: true }).catch(rethrowSessionEnded)).data!,
    onSettled: invalidate,
  });
}

const NO_PRESCRIPTIONS: DeskPrescriptionPage = { prescriptions: [], total: 0, submitted: 0, nextCursor: null };

/** The desk's queue page by page: submitted first, oldest first (status "" for all); fetchNextPage loads the next. */
export function useDeskPrescriptions(status: PrescriptionStatus | "") {
  const hasToken = useHasToken();
  return useInfiniteQuery({
    queryKey: queryKeys.desk.prescriptions(status),
    queryFn: async ({ signal, pageParam }) =>
      (await api<DeskPrescriptionPage>("/desk/prescriptions", { auth: true, query: pageParam ? { status, cursor: pageParam } : { status }, signal }).catch(rethrowSessionEnded))
        .data ?? NO_PRESCRIPTIONS,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: hasToken,
    staleTime: 15_000,
    refetchInterval: DESK_REFRESH_MS,
  });
}

export function useSetPrescriptionStatus() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & DeskPrescriptionInput) =>
      (await api<DeskPrescription>(`/desk/prescriptions/${encodeURIComponent(id)}`, { method: "PUT", auth: true, body }).catch(rethrowSessionEnded)).data!,
    onSettled: invalidate,
  });
}

/** A prescription's file as a Blob, for the owner (`mine`) or staff (`desk`). */
export const fetchPrescriptionFile = (scope: "mine" | "desk", id: string, n: number, signal?: AbortSignal) =>
  apiBlob(`${scope === "desk" ? "/desk" : ""}/prescriptions/${encodeURIComponent(id)}/files/${n}`, signal);
