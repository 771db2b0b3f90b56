import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LabAuditAction, LabAuditValue, LabItemKind } from "#contracts/laboratory-admin.ts";
import { users } from "./accounts.ts";

/*
 * The laboratory's offer (issue 16, docs/decisions/011-laboratory.md): single tests (vaccinations are tests of
 * the category Impfungen) and analysis packs that bundle several tests at a lower price. The `uid` is the API's
 * `_id` (24 hex digits, derived from a stable content key, so a selection kept in a browser survives a reseed).
 * Prices are EUR minor units (the spec prices laboratory services in euro). Since issue 40 the manager edits them in
 * the back office (docs/decisions/037-laboratory-services.md): `active` false takes one off the public pages and the
 * wizard (appointments keep what they copied), and every change is in lab_audit.
 */

export const labTests = pgTable(
  "lab_tests",
  {
    uid: text("uid").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    category: text("category").notNull(),
    preparation: text("preparation").notNull(),
    /** Order of the categories and of the tests within one. */
    position: smallint("position").notNull(),
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("lab_tests_price_check", sql`${t.priceCents} >= 0`),
    check("lab_tests_price_range", sql`${t.priceCents} > 0 and ${t.priceCents} <= 999999`),
    index("lab_tests_category_idx").on(t.category, t.position),
  ],
);

export const analysisPacks = pgTable(
  "analysis_packs",
  {
    uid: text("uid").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    category: text("category").notNull(),
    preparation: text("preparation").notNull(),
    position: smallint("position").notNull(),
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("analysis_packs_price_check", sql`${t.priceCents} >= 0`),
    check("analysis_packs_price_range", sql`${t.priceCents} > 0 and ${t.priceCents} <= 999999`),
  ],
);

export const analysisPackTests = pgTable(
  "analysis_pack_tests",
  {
    packUid: text("pack_uid")
      .notNull()
      .references(() => analysisPacks.uid, { onDelete: "cascade" }),
    testUid: text("test_uid")
      .notNull()
      .references(() => labTests.uid, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.packUid, t.testUid] }), index("analysis_pack_tests_test_idx").on(t.testUid)],
);

/**
 * Every changed field of a test or pack (the back office's edits; the first seed is not audited). Its own trail,
 * not catalogue_audit: that one is keyed by an article's pharmacode and answers /api/backoffice/audit per article.
 */
export const labAudit = pgTable(
  "lab_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    by: uuid("by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<LabItemKind>().notNull(),
    uid: text("uid").notNull(),
    action: text("action").$type<LabAuditAction>().notNull(),
    field: text("field").notNull(),
    from: jsonb("from").$type<LabAuditValue>(),
    to: jsonb("to").$type<LabAuditValue>(),
  },
  (t) => [
    index("lab_audit_item_idx").on(t.kind, t.uid, t.at),
    index("lab_audit_at_idx").on(t.at),
    check("lab_audit_kind_known", sql`${t.kind} in ('test', 'pack')`),
    check("lab_audit_action_known", sql`${t.action} in ('CREATE', 'EDIT')`),
  ],
);
