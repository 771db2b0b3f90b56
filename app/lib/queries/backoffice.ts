/**
 * The back office through the query layer (pattern: desk.ts): import jobs, their preview and error report, the
 * articles list and an article's audit trail, all managers only (shared/API.md "Back office"). A job that validates
 * or commits is polled until it settles; when a commit ends, the articles and the audit are stale.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type {
  ArticleFilter,
  ArticlePatch,
  BackofficeArticle,
  BackofficeArticleList,
  BackofficeOffer,
  CatalogueAuditEntry,
  CommitPolicy,
  ImportChangeFilter,
  ImportChangesPage,
  ImportJob,
  ImportKind,
  ImportStatus,
  StockAdjust,
  OfferInput,
  StaffInviteInput,
  StaffMemberEntry,
} from "#contracts/backoffice.ts";
import type { StaffRoleName } from "#contracts/desk.ts";
import { api, apiBlob, ApiError } from "#app/lib/api-client.ts";
import { useHasToken } from "#app/lib/session.ts";
import { queryKeys } from "./query-keys.ts";
import { rethrowSessionEnded } from "./session-ended.ts";

/** True when the server says the logged-in account is no manager (a customer's or a staff member's token: 403). */
export const isNoBackofficeAccess = (error: unknown) => error instanceof ApiError && error.status === 403;

/** A job the server is still working on: its progress moves, so the page asks again soon. */
export const isRunning = (status: ImportStatus) => status === "VALIDATING" || status === "COMMITTING";

// Short enough that the progress bar moves visibly; a 100,000-row job takes tens of seconds.
const RUNNING_POLL_MS = 700;
export const CHANGES_PAGE_SIZE = 50;
export const ARTICLES_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;

async function get<T>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> {
  return (await api<T>(path, { auth: true, query, signal }).catch(rethrowSessionEnded)).data as T;
}

const importPath = (id: string) => `/backoffice/imports/${encodeURIComponent(id)}`;

/** Earlier imports, newest first; polled while one of them runs. */
export function useImportJobs() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.imports(),
    queryFn: async ({ signal }) => (await get<ImportJob[]>("/backoffice/imports", {}, signal)) ?? [],
    enabled: hasToken,
    refetchInterval: (query) => (query.state.data?.some((job) => isRunning(job.status)) ? RUNNING_POLL_MS * 3 : false),
  });
}

/**
 * One job, polled while it validates or commits. When it settles, the list of imports is refreshed, and after a
 * commit the articles and the audit too (the catalogue has changed).
 */
export function useImportJob(id: string | null) {
  const hasToken = useHasToken();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.backoffice.import(id ?? ""),
    queryFn: async ({ signal }) => get<ImportJob>(importPath(id!), {}, signal),
    enabled: hasToken && id !== null,
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data.status) ? RUNNING_POLL_MS : false),
  });
  const status = query.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (!before || !status || before === status) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.imports(), exact: true });
    if (before === "COMMITTING") void queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.all });
  }, [status, queryClient]);
  return query;
}

/** One page of a job's preview: every row's action and its fields from and to; `filter` narrows it. */
export function useImportChanges(id: string, filter: ImportChangeFilter | "", page: number, enabled: boolean) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.changes(id, filter, page),
    queryFn: async ({ signal }) => get<ImportChangesPage>(`${importPath(id)}/changes`, { filter: filter || undefined, page, limit: CHANGES_PAGE_SIZE }, signal),
    enabled: hasToken && enabled,
    placeholderData: keepPreviousData,
  });
}

/** A change to one job: the answer is the job as it is now, shown at once without waiting for the next poll. */
function useJobMutation<Input>(call: (input: Input) => Promise<ImportJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(input).catch(rethrowSessionEnded),
    onSuccess: (job) => queryClient.setQueryData(queryKeys.backoffice.import(job._id), job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.imports(), exact: true }),
  });
}

/** Stages a file; answers the new job (VALIDATING). Nothing in the catalogue changes yet. */
export const useUploadImport = () =>
  useJobMutation(async ({ kind, file }: { kind: ImportKind; file: File }) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return (await api<ImportJob>("/backoffice/imports", { method: "POST", auth: true, query: { kind }, form })).data!;
  });

/** Starts the commit of a VALIDATED job; answers the job (COMMITTING). */
export const useCommitImport = () =>
  useJobMutation(async ({ id, policy }: { id: string; policy: CommitPolicy }) => (await api<ImportJob>(`${importPath(id)}/commit`, { method: "POST", auth: true, body: { policy } })).data!);

/** Throws a job away that was not committed. */
export const useDiscardImport = () => useJobMutation(async (id: string) => (await api<ImportJob>(importPath(id), { method: "DELETE", auth: true })).data!);

/** The error report of a job (errors.csv) or the whole catalogue (catalogue.csv), fetched with the bearer. */
export const fetchImportErrors = (id: string) => apiBlob(`${importPath(id)}/errors.csv`).catch(rethrowSessionEnded);
export const fetchCatalogueCsv = () => apiBlob("/backoffice/catalogue.csv").catch(rethrowSessionEnded);

/** The articles, active or not, searched and filtered as the API offers, one page at a time. */
export function useBackofficeArticles(search: string, filter: ArticleFilter | "", page: number) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.articles(search, filter, page),
    queryFn: async ({ signal }) =>
      get<BackofficeArticleList>("/backoffice/articles", { search: search || undefined, filter: filter || undefined, page, limit: ARTICLES_PAGE_SIZE }, signal),
    enabled: hasToken,
    placeholderData: keepPreviousData,
  });
}

/** One article as the back office sees it (the audit page's heading). */
export function useBackofficeArticle(pharmacode: number | null) {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.article(pharmacode ?? 0),
    queryFn: async ({ signal }) => get<BackofficeArticle>(`/backoffice/articles/${pharmacode}`, {}, signal),
    enabled: hasToken && pharmacode !== null,
  });
}

/** One article's audit trail, newest first, page after page. */
export function useArticleAudit(pharmacode: number | null) {
  const hasToken = useHasToken();
  return useInfiniteQuery({
    queryKey: queryKeys.backoffice.audit(pharmacode ?? 0),
    queryFn: async ({ signal, pageParam }) => (await get<CatalogueAuditEntry[]>("/backoffice/audit", { pharmacode: pharmacode!, page: pageParam, limit: AUDIT_PAGE_SIZE }, signal)) ?? [],
    initialPageParam: 1,
    // The answer has no total: a full page may have a next one, a shorter page is the last.
    getNextPageParam: (last, pages) => (last.length === AUDIT_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: hasToken && pharmacode !== null,
  });
}

/**
 * After an edit or a stock correction: the article on screen is the server's answer at once, and the lists and its
 * audit trail are asked again.
 */
function useArticleMutation<Input>(call: (input: Input) => Promise<BackofficeArticle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(input).catch(rethrowSessionEnded),
    onSuccess: (article) => {
      queryClient.setQueryData(queryKeys.backoffice.article(article.pharmacode), article);
      void queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.audit(article.pharmacode) });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.backoffice.all, "articles"] });
    },
    // Refused because the article moved on (409): what the server sent is the article as it is now.
    onError: (error) => {
      const current = currentArticleOf(error);
      if (current) queryClient.setQueryData(queryKeys.backoffice.article(current.pharmacode), current);
    },
  });
}

/**
 * Saves changed fields with the `updatedAt` the form was filled from. A 400 carries each field's message in
 * `details`; a 409 ARTICLE_CHANGED carries the article as it is now (another manager saved first).
 */
export const usePatchArticle = () =>
  useArticleMutation(async ({ pharmacode, patch }: { pharmacode: number; patch: ArticlePatch }) =>
    (await api<BackofficeArticle>(`/backoffice/articles/${pharmacode}`, { method: "PATCH", auth: true, body: patch })).data!,
  );

/** A hand correction of the stock with its reason; 409 STOCK_NEGATIVE when it would go below 0. */
export const useAdjustStock = () =>
  useArticleMutation(async ({ pharmacode, adjust }: { pharmacode: number; adjust: StockAdjust }) =>
    (await api<BackofficeArticle>(`/backoffice/articles/${pharmacode}/stock`, { method: "POST", auth: true, body: adjust })).data!,
  );

/** The article a refused save carried (409 ARTICLE_CHANGED, STOCK_NEGATIVE): the values as they are now. */
export function currentArticleOf(error: unknown): BackofficeArticle | null {
  return error instanceof ApiError && error.status === 409 && error.body?.data ? (error.body.data as BackofficeArticle) : null;
}

/** Articles on offer, ending soonest first (issue 40). */
export function useOffers() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.offers(),
    queryFn: async ({ signal }) => (await get<BackofficeOffer[]>("/backoffice/offers", {}, signal)) ?? [],
    enabled: hasToken,
  });
}

/** After an offer changed: the offers, the articles' prices and their audit trails are stale. */
function useBackofficeMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(input).catch(rethrowSessionEnded),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backoffice.all }),
  });
}

const offerPath = (pharmacode: number) => `/backoffice/articles/${pharmacode}/offer`;

/** Starts (or changes) an offer; answers the article as it is now. */
export const useStartOffer = () =>
  useBackofficeMutation(async ({ pharmacode, offer }: { pharmacode: number; offer: OfferInput }) => (await api<BackofficeArticle>(offerPath(pharmacode), { method: "PUT", auth: true, body: offer })).data!);

/** Ends an offer now: the price goes back to the original price. */
export const useEndOffer = () => useBackofficeMutation(async (pharmacode: number) => (await api<BackofficeArticle>(offerPath(pharmacode), { method: "DELETE", auth: true })).data!);

/** The team: staff and managers (issue 40). */
export function useStaffMembers() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: queryKeys.backoffice.staff(),
    queryFn: async ({ signal }) => (await get<StaffMemberEntry[]>("/backoffice/staff", {}, signal)) ?? [],
    enabled: hasToken,
  });
}

const staffPath = (id: string) => `/backoffice/staff/${encodeURIComponent(id)}`;

/** Invites a member: the set-password mail goes out. */
export const useInviteStaff = () => useBackofficeMutation(async (invite: StaffInviteInput) => (await api<StaffMemberEntry>("/backoffice/staff", { method: "POST", auth: true, body: invite })).data!);

/** A member's new role (their sessions end). */
export const useChangeStaffRole = () =>
  useBackofficeMutation(async ({ id, role }: { id: string; role: StaffRoleName }) => (await api<StaffMemberEntry>(staffPath(id), { method: "PATCH", auth: true, body: { role } })).data!);

/** Back to a customer: sessions and calendar feed end at once. */
export const useRemoveStaff = () => useBackofficeMutation(async (id: string) => (await api<{ email: string }>(staffPath(id), { method: "DELETE", auth: true })).data!);
