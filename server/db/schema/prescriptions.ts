import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { FULFILMENTS, MAX_STORED_FILES, PRESCRIPTION_FILE_KINDS, PRESCRIPTION_FILE_TYPES, PRESCRIPTION_LIMITS, PRESCRIPTION_STATUSES, type PrescriptionHistoryEntry } from "#contracts/prescriptions.ts";
import { users } from "./accounts.ts";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: both are read as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/*
 * Prescriptions (issue 26, docs/decisions/024-prescriptions.md). The files' bytes live in the database, in the
 * transaction that creates the row: every instance reaches them, and a crash leaves either both or neither.
 * A deleted account takes its prescriptions and files with it (health data of a person who left).
 */
export const prescriptions = pgTable(
  "prescriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("SUBMITTED"),
    fulfilment: text("fulfilment").notNull(),
    notes: text("notes").notNull().default(""),
    /*
     * For the bill to the health insurer (issue 38, docs/decisions/031-prescription-billing.md): health data under
     * the files' rules, blanked by the retention job with them ("" and null).
     */
    insurer: text("insurer").notNull().default(""),
    insuranceCardNumber: text("insurance_card_number").notNull().default(""),
    /** A DELIVERY's address (all three or none), as the orders keep theirs. */
    street: text("street"),
    zip: text("zip"),
    city: text("city"),
    /** The pharmacist's last message to the customer (an acceptance note or the rejection's reason). */
    message: text("message"),
    history: jsonb("history").$type<PrescriptionHistoryEntry[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it became COMPLETED or REJECTED: the retention's 90 days count from here. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When the retention job deleted the files; the row stays as the record of what was dispensed. */
    filesDeletedAt: timestamp("files_deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("prescriptions_user_idx").on(t.userId, t.createdAt),
    // The desk's queue (submitted first, oldest first) and the retention job's scan.
    index("prescriptions_status_idx").on(t.status, t.createdAt),
    index("prescriptions_closed_idx").on(t.closedAt).where(sql`${t.filesDeletedAt} is null`),
    check("prescriptions_status_known", sql`${t.status} in (${quoted(PRESCRIPTION_STATUSES)})`),
    check("prescriptions_fulfilment_known", sql`${t.fulfilment} in (${quoted(FULFILMENTS)})`),
    check("prescriptions_closed_when_final", sql`(${t.closedAt} is not null) = (${t.status} in ('COMPLETED', 'REJECTED'))`),
    check("prescriptions_card_number_format", sql`${t.insuranceCardNumber} = '' or ${t.insuranceCardNumber} ~ '^80756[0-9]{15}$'`),
    check("prescriptions_address_whole", sql`(${t.street} is null) = (${t.zip} is null) and (${t.zip} is null) = (${t.city} is null)`),
  ],
);

/** A prescription's files, numbered from 1 in the order sent. */
export const prescriptionFiles = pgTable(
  "prescription_files",
  {
    prescriptionId: uuid("prescription_id")
      .notNull()
      .references(() => prescriptions.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    /** The name as sent, cleaned (display only; downloads get a generated name). */
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    /** A page of the prescription, or the photo of the insurance card (at most one). */
    kind: text("kind").notNull().default("PRESCRIPTION"),
    content: bytea("content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.prescriptionId, t.n] }),
    check("prescription_files_n_range", sql`${t.n} between 1 and ${sql.raw(String(MAX_STORED_FILES))}`),
    check("prescription_files_kind_known", sql`${t.kind} in (${quoted(PRESCRIPTION_FILE_KINDS)})`),
    uniqueIndex("prescription_files_one_card").on(t.prescriptionId).where(sql`${t.kind} = 'INSURANCE_CARD'`),
    check("prescription_files_type_known", sql`${t.type} in (${quoted(PRESCRIPTION_FILE_TYPES)})`),
    check("prescription_files_size", sql`${t.size} > 0 and ${t.size} <= ${sql.raw(String(PRESCRIPTION_LIMITS.maxFileBytes))} and octet_length(${t.content}) = ${t.size}`),
  ],
);
