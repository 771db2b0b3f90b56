import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Accounts. Every table that belongs to a user (sessions, one-time tokens, cart lines and
 * favourites) references users.id with ON DELETE CASCADE: deleting the user row is the one statement that
 * removes the whole account, atomically (docs/decisions/006-token-revocation.md).
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Always lower-case (the check keeps it so), unique: one account per address.
    email: text("email").notNull(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    phone: text("phone"),
    address: text("address").notNull(),
    birthday: date("birthday", { mode: "string" }).notNull(),
    role: smallint("role").notNull().default(2),
    passwordHash: text("password_hash").notNull(),
    // The language of the account's mails, taken from the browser at signup.
    locale: text("locale").notNull().default("de"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** When the account became staff or a manager (the back office's team list); null for customers. */
    staffSince: timestamp("staff_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_lower_case", sql`${t.email} = lower(${t.email})`),
    check("users_locale_known", sql`${t.locale} in ('de', 'en')`),
  ],
);

/** One row per issued token; a token whose row is gone (logout, reset, deletion) is refused. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** E-mail verification and password reset links: random, stored as a SHA-256 hash, single use. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_hash_unique").on(t.tokenHash),
    index("one_time_tokens_user_idx").on(t.userId, t.purpose),
    check("one_time_tokens_purpose_known", sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);
