import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { OFFER_END_PAST, OFFER_END_REFERENCE, offerEndInstant, type BackofficeArticle, type BackofficeOffer, type Offer } from "#contracts/backoffice.ts";
import { fromMinor, toMinor } from "#contracts/money.ts";
import { showsPrice } from "#contracts/regulation.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows, intArray } from "#server/db/typed-sql.ts";
import { Conflict, InvalidInput, NotFound } from "#server/services/errors.ts";
import { loadArticleStates, toBackofficeArticle } from "./articles.ts";
import { updateSearchDocuments } from "#server/search/indexer.ts";
import { refreshProducts } from "./apply.ts";

/**
 * Offers (issue 40, docs/decisions/036-offers-and-staff.md). An article is on offer while its original price is
 * above its price (the `articles` format's rule); `offer_until` ends it by itself. The end is *applied*, not read:
 * the offer-end job (createOfferEndJob) writes the price back and takes the product off the offers at the end's
 * second, so every reader of `price_cents` (lists, detail, search, cart, checkout, the home page) stays as it is,
 * and the write is heard through the catalogue change feed like any import or edit: every instance drops its kept
 * answers and pages within the feed's delay. The search index keeps a copy of the list price (sorting by price):
 * the products' search documents are updated in the same transaction (updateSearchDocuments).
 */

type Tx = Pick<Database["db"], "execute">;

const offerRow = z.object({
  pharmacode: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  offer_until: z.union([z.string(), z.date()]).nullable(),
  offer_since: z.union([z.string(), z.date()]).nullable(),
  active: z.boolean(),
});

const dueRow = z.object({
  id: z.number().int(),
  pharmacode: z.number().int(),
  product_id: z.number().int(),
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  offer_until: z.union([z.string(), z.date()]),
});

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

type AuditLine = { pharmacode: number; field: string; from: unknown; to: unknown };

async function writeAudit(tx: Tx, lines: AuditLine[], by: string | null, reference: string | null) {
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into catalogue_audit (by, pharmacode, field, "from", "to", source, reference)
    select ${by}::uuid, r.pharmacode, r.field, r."from", r."to", 'EDIT', ${reference}::text
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as r(pharmacode int, field text, "from" jsonb, "to" jsonb)`);
}

/** The audit lines of one article's change of price, original price and end (only the fields that changed). */
function offerAudit(pharmacode: number, before: BackofficeArticle, after: { price: number | null; originalPrice: number | null; offerUntil: string | null }): AuditLine[] {
  const lines: AuditLine[] = [];
  for (const field of ["price", "originalPrice", "offerUntil"] as const) {
    if (before[field] !== after[field]) lines.push({ pharmacode, field, from: before[field], to: after[field] });
  }
  return lines;
}

/**
 * Ends every offer whose end is at or before `at`: the price goes back to the original price, the dates go, the
 * products' offer flag follows, and each article gets its audit lines (by nobody: the shop acted, reference
 * OFFER_END). Rows another instance is ending right now are skipped (`skip locked`), so two instances never both
 * end one offer, and a manager's change in flight is not waited for: the next pass looks again.
 */
export async function endDueOffers(database: Database, at: Date): Promise<number> {
  const { db } = database;
  // One cheap look on the partial index first: most seconds nothing is due, and no transaction is opened.
  const [due] = await queryRows(db, z.object({ n: z.number().int() }), sql`select count(*)::int as n from articles where offer_until <= ${at.toISOString()}::timestamptz`);
  if (!due || due.n === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      dueRow,
      sql`select id, pharmacode, product_id, price_cents, original_price_cents, offer_until from articles
          where offer_until <= ${at.toISOString()}::timestamptz order by id for update skip locked`,
    );
    if (rows.length === 0) return 0;
    const ids = intArray(rows.map((r) => r.id));
    await tx.execute(sql`update articles set price_cents = original_price_cents, offer_until = null, offer_since = null, updated_at = now() where id = any(${ids})`);
    await refreshProducts(tx, rows.map((r) => r.product_id));
    await updateSearchDocuments(tx, rows.map((r) => r.product_id));
    await writeAudit(
      tx,
      rows.flatMap((r) => [
        { pharmacode: r.pharmacode, field: "price", from: fromMinor(r.price_cents), to: fromMinor(r.original_price_cents) },
        { pharmacode: r.pharmacode, field: "originalPrice", from: fromMinor(r.original_price_cents), to: null },
        { pharmacode: r.pharmacode, field: "offerUntil", from: iso(r.offer_until), to: null },
      ]),
      null,
      OFFER_END_REFERENCE,
    );
    return rows.length;
  });
}

/** How often each instance looks for offers that are due: well inside the 5 s within which the shop must follow. */
export const OFFER_END_INTERVAL_MS = 1_000;

/**
 * The offer-end job inside every instance: once at start, then every `intervalMs`, on the clock `now` (tests move
 * it). Several instances may run it at once (endDueOffers is safe so). The timer never keeps a process alive;
 * stop() waits for a pass in progress, so the database closes after it.
 */
export function createOfferEndJob(database: Database, logger: Logger, options: { intervalMs?: number; now?: () => Date } = {}) {
  const intervalMs = options.intervalMs ?? OFFER_END_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let stopped = true;

  const pass = async () => {
    try {
      const ended = await endDueOffers(database, now());
      if (ended > 0) logger.info({ articles: ended }, "offers ended at their date");
    } catch (error) {
      logger.warn({ err: error }, "offer-end pass failed; the next pass retries");
    }
  };
  const run = () => {
    current = pass().finally(() => {
      current = undefined;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** The back office's offers: the list, starting or changing one, ending one now. */
export function createOffers(database: Database, now: () => Date = () => new Date()) {
  const { db } = database;

  /** The article locked for this transaction, as the back office sees it; 404 when there is none. */
  async function locked(tx: Tx, pharmacode: number) {
    const state = (await loadArticleStates(tx, [pharmacode], true)).get(pharmacode);
    if (!state) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
    return { state, article: toBackofficeArticle(state) };
  }

  async function fresh(pharmacode: number): Promise<BackofficeArticle> {
    const state = (await loadArticleStates(db, [pharmacode])).get(pharmacode);
    if (!state) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
    return toBackofficeArticle(state);
  }

  return {
    /** Articles on offer (in the shop or not), ending soonest first, then those without an end, by pharmacode. */
    async list(): Promise<BackofficeOffer[]> {
      const rows = await queryRows(
        db,
        offerRow,
        sql`select pharmacode, description as name, price_cents, original_price_cents, offer_until, offer_since, active from articles
            where original_price_cents > price_cents order by offer_until nulls last, offer_since desc nulls last, pharmacode`,
      );
      return rows.map((r) => ({
        pharmacode: r.pharmacode,
        name: r.name,
        price: fromMinor(r.price_cents),
        originalPrice: fromMinor(r.original_price_cents),
        offerUntil: iso(r.offer_until),
        offerSince: iso(r.offer_since),
        active: r.active,
      }));
    },

    /**
     * Starts an offer on an article, or changes the one it has: price, original price (by default its regular
     * price) and end. The article's row is locked for the change, so an import chunk or another manager's change
     * waits and then compares with this one (apply.ts compares fields again).
     */
    async set(by: string, pharmacode: number, offer: Offer): Promise<BackofficeArticle> {
      const until = offer.offerUntil === null ? null : offerEndInstant(offer.offerUntil)!;
      if (until && until.getTime() <= now().getTime()) throw new InvalidInput(OFFER_END_PAST, [{ field: "offerUntil", message: OFFER_END_PAST }]);
      await db.transaction(async (tx) => {
        const { state, article } = await locked(tx, pharmacode);
        // Advertising prescription medicines to the public is not allowed (HMG art. 32): their price is not shown.
        if (!showsPrice(state.regulation)) throw new Conflict("Prescription-only articles show no price and cannot be on offer", undefined, "OFFER_PRICE_HIDDEN");
        const regular = article.originalPrice ?? article.price;
        if (regular === null && offer.originalPrice === undefined) throw new Conflict("The article has no price: give originalPrice", undefined, "OFFER_NO_PRICE");
        const originalPrice = offer.originalPrice ?? regular!;
        if (originalPrice <= offer.price) {
          const message = "originalPrice muss über dem Aktionspreis liegen";
          throw new InvalidInput(message, [{ field: offer.originalPrice === undefined ? "price" : "originalPrice", message }], "OFFER");
        }
        const next = { price: offer.price, originalPrice, offerUntil: until?.toISOString() ?? null };
        const lines = offerAudit(pharmacode, article, next);
        if (lines.length === 0) return;
        await tx.execute(sql`
          update articles set price_cents = ${toMinor(offer.price)}, original_price_cents = ${toMinor(originalPrice)},
            offer_until = ${next.offerUntil}::timestamptz,
            offer_since = case when original_price_cents > price_cents then offer_since else now() end,
            updated_at = now()
          where id = ${state.id}`);
        await refreshProducts(tx, [state.product_id]);
        await updateSearchDocuments(tx, [state.product_id]);
        await writeAudit(tx, lines, by, null);
      });
      return fresh(pharmacode);
    },

    /** Ends an offer now: the price goes back to the original price (409 NO_OFFER when the article has none). */
    async end(by: string, pharmacode: number): Promise<BackofficeArticle> {
      await db.transaction(async (tx) => {
        const { state, article } = await locked(tx, pharmacode);
        if (article.originalPrice === null) throw new Conflict("The article is not on offer", undefined, "NO_OFFER");
        await tx.execute(sql`update articles set price_cents = original_price_cents, offer_until = null, offer_since = null, updated_at = now() where id = ${state.id}`);
        await refreshProducts(tx, [state.product_id]);
        await updateSearchDocuments(tx, [state.product_id]);
        await writeAudit(tx, offerAudit(pharmacode, article, { price: article.originalPrice, originalPrice: null, offerUntil: null }), by, null);
      });
      return fresh(pharmacode);
    },
  };
}

export type Offers = ReturnType<typeof createOffers>;
