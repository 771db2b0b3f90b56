/**
 * The laboratory in the back office through the query layer (pattern: backoffice.ts): every test and pack, offered
 * or not, and their saving (shared/API.md "Back office", docs/decisions/037-laboratory-services.md). A save refreshes
 * both lists: a test's name or price shows inside the packs too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import type { BackofficeLabTest, BackofficeLabTestsByCategory, BackofficePack, LabTestCreate, PackCreate } from "#contracts/laboratory-admin.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded } from "./session-ended.ts";

/** Every test, offered or not, in page order (the API groups them by category; the list shows the category per row). */
export function useBackofficeLabTests() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.labTests(),
    queryFn: async ({ signal }) => {
      const grouped = (await api<BackofficeLabTestsByCategory>("/backoffice/lab-tests", { auth: true, signal }).catch(rethrowSessionEnded)).data ?? {};
      return Object.values(grouped).flat();
    },
    enabled: hasToken,
  });
}

/** Every pack, offered or not, with its tests. */
export function useBackofficePacks() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.labPacks(),
    queryFn: async ({ signal }) => (await api<BackofficePack[]>("/backoffice/pack-analyses", { auth: true, signal }).catch(rethrowSessionEnded)).data ?? [],
    enabled: hasToken,
  });
}

function useLabSave<Input, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `id` null: a new one (POST); else a change of that one (PATCH with every field of the form). */
    mutationFn: async ({ id, input }: { id: string | null; input: Input }) =>
      (await api<Answer>(id ? `${path}/${encodeURIComponent(id)}` : path, { method: id ? "PATCH" : "POST", auth: true, body: input }).catch(rethrowSessionEnded)).data!,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.labTests() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.labPacks() }),
      ]);
    },
  });
}

export const useSaveLabTest = () => useLabSave<LabTestCreate, BackofficeLabTest>("/backoffice/lab-tests");
export const useSavePack = () => useLabSave<PackCreate, BackofficePack>("/backoffice/pack-analyses");
