import { and, eq, inArray } from "drizzle-orm";
import { MANAGER_ROLE, STAFF_ROLE } from "#contracts/desk.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { deskFeedTokens } from "#server/db/schema/desk.ts";
import { hashLinkToken, newLinkToken } from "#server/services/auth/tokens.ts";
import { NotFound } from "#server/services/errors.ts";
import type { DeskService } from "./desk-service.ts";
import { buildFeed } from "./feed-ics.ts";
import type { StaffMember } from "./staff-access.ts";

export const FEED_PATH = "/api/desk/feed";
/**
 * The feed's window: a calendar needs the weeks ahead and a few days back, not the whole history (each fetch
 * holds customers' names and phone numbers; a leaked URL should reveal as little as it can).
 */
export const FEED_WINDOW_DAYS = { back: 7, ahead: 30 } as const;
const DAY_MS = 86_400_000;
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Each staff member's private calendar subscription: a 256-bit random token in the URL (calendar apps send no
 * bearer), stored as its SHA-256 only. One per staff member: a new URL replaces the old, which stops working at
 * once; so does every URL of someone no longer staff (the role is checked at each fetch).
 */
export function createFeedService(database: Database, desk: Pick<DeskService, "feedEvents">, publicUrl: string, now: () => Date = () => new Date()) {
  const { db } = database;
  return {
    async renew(staff: StaffMember): Promise<{ url: string }> {
      const { token, hash } = newLinkToken();
      await db
        .insert(deskFeedTokens)
        .values({ userId: staff.id, tokenHash: hash })
        .onConflictDoUpdate({ target: deskFeedTokens.userId, set: { tokenHash: hash, createdAt: now() } });
      return { url: `${publicUrl}${FEED_PATH}/${token}.ics` };
    },

    /** The calendar of the window's non-cancelled appointments, or 404 for an unknown, replaced or revoked token. */
    async calendar(token: string): Promise<string> {
      if (!FEED_TOKEN.test(token)) throw new NotFound("Unknown calendar feed");
      const [owner] = await db
        .select({ id: users.id })
        .from(deskFeedTokens)
        .innerJoin(users, eq(users.id, deskFeedTokens.userId))
        .where(and(eq(deskFeedTokens.tokenHash, hashLinkToken(token)), inArray(users.role, [STAFF_ROLE, MANAGER_ROLE])))
        .limit(1);
      if (!owner) throw new NotFound("Unknown calendar feed");
      const at = now();
      const events = await desk.feedEvents(new Date(at.getTime() - FEED_WINDOW_DAYS.back * DAY_MS), new Date(at.getTime() + FEED_WINDOW_DAYS.ahead * DAY_MS));
      return buildFeed(events, at);
    },

    /** Ends the staff member's feed (their staff role was taken away). */
    async revoke(userId: string): Promise<void> {
      await db.delete(deskFeedTokens).where(eq(deskFeedTokens.userId, userId));
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
