import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/*
 * The laboratory's offer (issue 16, docs/decisions/011-laboratory.md): single tests (vaccinations are tests of
 * the category Impfungen) and analysis packs that bundle several tests at a lower price. The `uid` is the API's
 * `_id` (24 hex digits, derived from a stable content key, so a selection kept in a browser survives a reseed).
 * Prices are EUR minor units (the spec prices laboratory services in euro).
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
  },
  (t) => [check("lab_tests_price_check", sql`${t.priceCents} >= 0`), index("lab_tests_category_idx").on(t.category, t.position)],
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
  },
  (t) => [check("analysis_packs_price_check", sql`${t.priceCents} >= 0`)],
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
