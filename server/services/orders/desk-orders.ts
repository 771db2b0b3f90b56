import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { parseDayText, zurichDayBounds } from "#contracts/calendar.ts";
import type { AuditEntry } from "#contracts/desk.ts";
import {
  canChangeOrderStatus,
  DESK_OPEN_STATUSES,
  DESK_ORDERS_PAGE,
  DESK_READY_STATUSES,
  DESK_TO_PREPARE_STATUSES,
  ORDER_MESSAGES,
  PICKUP_OVERDUE_DAYS,
  type DeskOrder,
  type DeskOrders,
  type DeskOrderStatusInput,
  type DeskOrderView,
  type Fulfilment,
  type OrderStatus,
} from "#contracts/orders.ts";
import type { Database, Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { deskAudit } from "#server/db/schema/desk.ts";
import { orders } from "#server/db/schema/orders.ts";
import { countRow, queryOne } from "#server/db/typed-sql.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import { recordAudit, toAuditEntry } from "#server/services/desk/audit.ts";
import type { StaffMember } from "#server/services/desk/staff-access.ts";
import { Conflict, InvalidInput, NotFound } from "#server/services/errors.ts";
import { withLinesAndHistory } from "./order-rows.ts";
import type { OrderService } from "./order-service.ts";

const DAY_MS = 86_400_000;

/**
 * What a list sorts by besides the id. The work lists: the instant the order is due (ready for pickup by, or
 * delivered by; issue 38: a pickup promised within two hours comes before a delivery placed earlier but due in
 * two days); orders of before the estimate was kept fall back to their creation. The archive: creation.
 */
const dueAt = sql<Date>`coalesce(${orders.readyBy}, ${orders.createdAt})`;
/** The sort columns: work lists due, then placed (first come first among orders due together), then id. */
const sortKeys = (newestFirst: boolean) => (newestFirst ? [orders.createdAt, orders.id] : [dueAt, orders.createdAt, orders.id]);

/** A page's end as the next page's cursor: the last row's sort values (orders sort by them). */
const cursorOf = (row: typeof orders.$inferSelect, newestFirst: boolean) =>
  newestFirst ? `${row.createdAt.toISOString()}_${row.id}` : `${(row.readyBy ?? row.createdAt).toISOString()}_${row.createdAt.toISOString()}_${row.id}`;
/**
 * The rows after the cursor in the list's order (keyset paging): an order that moves off the list meanwhile
 * neither hides nor repeats another, as an offset would. The pattern (contracts) has checked the cursor; one of
 * the other list's shape answers 400.
 */
const afterCursor = (cursor: string, newestFirst: boolean): SQL => {
  const parts = cursor.split("_");
  if (parts.length !== (newestFirst ? 2 : 3)) throw new InvalidInput(ORDER_MESSAGES.cursorInvalid);
  const values = parts.map((v, i) => (i === parts.length - 1 ? sql`${v}::uuid` : sql`${v}::timestamptz`));
  const keys = sortKeys(newestFirst);
  return newestFirst
    ? sql`(${sql.join(keys, sql`, `)}) < (${sql.join(values, sql`, `)})`
    : sql`(${sql.join(keys, sql`, `)}) > (${sql.join(values, sql`, `)})`;
};

const viewWhere = (view: DeskOrderView, overdueBefore: Date): SQL | undefined => {
  switch (view) {
    case "OPEN":
      return inArray(orders.status, DESK_OPEN_STATUSES);
    case "TO_PREPARE":
      return inArray(orders.status, DESK_TO_PREPARE_STATUSES);
    case "READY":
      return inArray(orders.status, DESK_READY_STATUSES);
    case "OVERDUE":
      return and(inArray(orders.status, DESK_READY_STATUSES), lt(orders.statusAt, overdueBefore));
    case "ALL":
      return undefined;
  }
};

async function auditOfOrders(db: Pick<Db, "select">, ids: string[]): Promise<Map<string, AuditEntry[]>> {
  const by = new Map<string, AuditEntry[]>();
  if (ids.length === 0) return by;
  const rows = await db.select().from(deskAudit).where(inArray(deskAudit.orderId, ids)).orderBy(asc(deskAudit.at), asc(deskAudit.id));
  for (const row of rows) by.set(row.orderId!, [...(by.get(row.orderId!) ?? []), toAuditEntry(row)]);
  return by;
}

/**
 * The desk's orders (issue 25): the work lists (to prepare, ready, overdue pickups: READY_FOR_PICKUP for more
 * than PICKUP_OVERDUE_DAYS days) and the status changes, each locked, checked against ORDER_TRANSITIONS (409
 * otherwise), written to the audit trail and mailed to the customer in one transaction.
 */
export function createDeskOrders(database: Pick<Database, "db">, service: Pick<OrderService, "changeStatus">, mail: Pick<MailWorker, "nudge">, now: () => Date = () => new Date()) {
  const { db } = database;
  const overdueBefore = () => new Date(now().getTime() - PICKUP_OVERDUE_DAYS * DAY_MS);

  async function toDesk(executor: Pick<Db, "select">, rows: (typeof orders.$inferSelect)[]): Promise<DeskOrder[]> {
    const shown = await withLinesAndHistory(executor, rows);
    const audit = await auditOfOrders(executor, rows.map((r) => r.id));
    const accountIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
    const accounts = accountIds.length === 0 ? [] : await executor.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, accountIds));
    const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
    const limit = overdueBefore().getTime();
    return shown.map((order, i) => {
      const row = rows[i]!;
      return {
        ...order,
        overdue: DESK_READY_STATUSES.includes(row.status as OrderStatus) && row.statusAt.getTime() < limit,
        audit: audit.get(row.id) ?? [],
        customerEmail: row.userId ? (emailOf.get(row.userId) ?? null) : null,
      };
    });
  }

  async function list(query: { view: DeskOrderView; status?: OrderStatus; date?: string; cursor?: string }): Promise<DeskOrders> {
    const before = overdueBefore();
    const conditions: (SQL | undefined)[] = [viewWhere(query.view, before)];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.date) {
      const day = parseDayText(query.date);
      if (day) {
        const { from, to } = zurichDayBounds(day);
        conditions.push(gte(orders.createdAt, from), lt(orders.createdAt, to));
      }
    }
    // Work lists by when the order is due, soonest first; the whole archive newest first. One row more than a
    // page says whether another follows.
    const newestFirst = query.view === "ALL";
    const direction = newestFirst ? desc : asc;
    const page = await db
      .select()
      .from(orders)
      .where(and(...conditions, query.cursor ? afterCursor(query.cursor, newestFirst) : undefined))
      .orderBy(...sortKeys(newestFirst).map((key) => direction(key)))
      .limit(DESK_ORDERS_PAGE + 1);
    const rows = page.slice(0, DESK_ORDERS_PAGE);
    const { n: total } = await queryOne(db, countRow, sql`select count(*)::int as n from ${orders} where ${and(...conditions) ?? sql`true`}`);
    const counts = await queryOne(
      db,
      countRow.extend({ ready: countRow.shape.n, overdue: countRow.shape.n }),
      sql`select count(*) filter (where ${inArray(orders.status, DESK_TO_PREPARE_STATUSES)})::int as n,
                 count(*) filter (where ${inArray(orders.status, DESK_READY_STATUSES)})::int as ready,
                 count(*) filter (where ${inArray(orders.status, DESK_READY_STATUSES)} and ${lt(orders.statusAt, before)})::int as overdue
            from ${orders} where ${inArray(orders.status, [...DESK_TO_PREPARE_STATUSES, ...DESK_READY_STATUSES])}`,
    );
    return {
      orders: await toDesk(db, rows),
      counts: { toPrepare: counts.n, ready: counts.ready, overdue: counts.overdue },
      total,
      nextCursor: page.length > DESK_ORDERS_PAGE ? cursorOf(rows.at(-1)!, newestFirst) : null,
    };
  }

  async function setStatus(staff: StaffMember, id: string, input: DeskOrderStatusInput): Promise<DeskOrder> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!row) throw new NotFound(ORDER_MESSAGES.notFound);
      if (!canChangeOrderStatus(row.fulfilment as Fulfilment, row.status as OrderStatus, input.status)) throw new Conflict(ORDER_MESSAGES.statusNotPossible);
      await recordAudit(tx, staff, {
        action: "order-status",
        orderId: id,
        detail: {
          from: row.status,
          to: input.status,
          ...(input.status === "SHIPPED" ? { trackingNumber: input.trackingNumber } : {}),
          ...(input.status === "CANCELLED" ? { reason: input.reason } : {}),
        },
      });
      await service.changeStatus(tx, row, input.status, {
        ...(input.status === "SHIPPED" && input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.status === "CANCELLED" && input.reason ? { cancelReason: input.reason } : {}),
      });
    });
    mail.nudge();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return (await toDesk(db, [row!]))[0]!;
  }

  return { list, setStatus };
}

export type DeskOrdersService = ReturnType<typeof createDeskOrders>;
