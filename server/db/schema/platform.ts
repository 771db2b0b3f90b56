import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value facts about this database (seed version, catalogue size), shared by every instance. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
