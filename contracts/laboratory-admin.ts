import { z } from "zod";
import { intParam, pageParam } from "./catalogue-queries.ts";
import type { StaffRef } from "./desk.ts";
import { labTestIdParam, MAX_LAB_CATEGORY_LENGTH, type AnalysisPack, type LabTest } from "./laboratory.ts";
import { toMinor } from "./money.ts";
import { safeText } from "./text.ts";

/**
 * The laboratory in the back office (issue 40, docs/decisions/037-laboratory-services.md): the manager's view of the
 * tests and packs, and what the forms send. The answers have the shape of the public routes (contracts/laboratory.ts)
 * plus `active` and `updatedAt`; prices are EUR with two decimals, as the spec prices laboratory services. Managers
 * only: /api/backoffice/* answers 401 without a token and 403 to a customer or a staff member.
 */

export type LabItemKind = "test" | "pack";
export type LabAuditAction = "CREATE" | "EDIT";
/** A field's value in the audit: text, EUR, a flag, or a pack's test ids. */
export type LabAuditValue = string | number | boolean | string[] | null;

/** A test as the back office sees it: the public shape, whether it is offered, and its last change. */
export type BackofficeLabTest = LabTest & { active: boolean; updatedAt: string };
/** GET /api/backoffice/lab-tests: every test, offered or not, grouped by category in page order. */
export type BackofficeLabTestsByCategory = Record<string, BackofficeLabTest[]>;
/** A pack as the back office sees it; its tests with their own `active`. */
export type BackofficePack = Omit<AnalysisPack, "labTests"> & { active: boolean; updatedAt: string; labTests: BackofficeLabTest[] };

/** What the audit of a test or pack records (a pack's `labTests` as the ids in its order). */
export const LAB_TEST_FIELDS = ["name", "description", "category", "price", "preparation", "active"] as const;
export const PACK_FIELDS = [...LAB_TEST_FIELDS, "labTests"] as const;
export type PackField = (typeof PACK_FIELDS)[number];

export type LabAuditEntry = {
  _id: string;
  at: string;
  by: StaffRef | null;
  kind: LabItemKind;
  /** The test's or pack's `_id`. */
  itemId: string;
  action: LabAuditAction;
  field: PackField;
  from: LabAuditValue;
  to: LabAuditValue;
};

/** The highest price of a test or pack (EUR); the database checks the same (migration 0032). */
export const LAB_PRICE_MAX = 9_999.99;
export const LAB_NAME_MAX = 200;
export const LAB_DESCRIPTION_MAX = 2_000;
export const LAB_PREPARATION_MAX = 1_000;
/** A pack holds at least 1 and at most this many tests. */
export const PACK_TESTS_MAX = 50;

/** The refusals' texts: German, as the back office shows them at the field. */
export const LAB_ADMIN_MESSAGES = {
  nameRequired: "Bitte geben Sie einen Namen ein.",
  nameTooLong: `Der Name darf höchstens ${LAB_NAME_MAX} Zeichen lang sein.`,
  descriptionRequired: "Bitte geben Sie eine Beschreibung ein.",
  descriptionTooLong: `Die Beschreibung darf höchstens ${LAB_DESCRIPTION_MAX.toLocaleString("de-CH")} Zeichen lang sein.`,
  categoryRequired: "Bitte geben Sie eine Kategorie ein.",
  categoryTooLong: `Die Kategorie darf höchstens ${MAX_LAB_CATEGORY_LENGTH} Zeichen lang sein.`,
  priceRequired: "Bitte geben Sie einen Preis in EUR ein.",
  pricePositive: "Der Preis muss grösser als 0 sein.",
  priceTooHigh: "Der Preis darf höchstens 9999.99 EUR sein.",
  priceDecimals: "Der Preis darf höchstens zwei Nachkommastellen haben.",
  preparationRequired: "Bitte geben Sie einen Vorbereitungshinweis ein (zum Beispiel «Keine besondere Vorbereitung nötig»).",
  preparationTooLong: `Der Vorbereitungshinweis darf höchstens ${LAB_PREPARATION_MAX.toLocaleString("de-CH")} Zeichen lang sein.`,
  activeFlag: "active muss true oder false sein.",
  testsRequired: "Bitte wählen Sie mindestens einen Labortest für das Paket.",
  testsTooMany: `Ein Paket enthält höchstens ${PACK_TESTS_MAX} Labortests.`,
  testsTwice: "Ein Labortest ist doppelt gewählt.",
  testUnknown: "Diesen Labortest gibt es nicht.",
  nothingToChange: "Bitte geben Sie mindestens ein Feld an, das sich ändern soll.",
} as const;

/** Two decimals at most: the cents of the number, cut to six decimals (0.29 × 100 is 28.999999999999996), are whole. */
const hasTwoDecimals = (eur: number) => Math.abs(eur * 100 - toMinor(eur)) < 1e-6;

const text = (label: string, required: string, max: number, tooLong: string, multiline = false) =>
  safeText(label, { required, multiline }).trim().min(1, { error: required }).max(max, { error: tooLong });

const fields = {
  name: text("name", LAB_ADMIN_MESSAGES.nameRequired, LAB_NAME_MAX, LAB_ADMIN_MESSAGES.nameTooLong),
  description: text("description", LAB_ADMIN_MESSAGES.descriptionRequired, LAB_DESCRIPTION_MAX, LAB_ADMIN_MESSAGES.descriptionTooLong, true),
  category: text("category", LAB_ADMIN_MESSAGES.categoryRequired, MAX_LAB_CATEGORY_LENGTH, LAB_ADMIN_MESSAGES.categoryTooLong),
  /** EUR: above 0, at most 9999.99, at most two decimals. */
  price: z
    .number({ error: LAB_ADMIN_MESSAGES.priceRequired })
    .gt(0, { error: LAB_ADMIN_MESSAGES.pricePositive })
    .max(LAB_PRICE_MAX, { error: LAB_ADMIN_MESSAGES.priceTooHigh })
    .refine(hasTwoDecimals, { error: LAB_ADMIN_MESSAGES.priceDecimals }),
  preparation: text("preparation", LAB_ADMIN_MESSAGES.preparationRequired, LAB_PREPARATION_MAX, LAB_ADMIN_MESSAGES.preparationTooLong, true),
  active: z.boolean({ error: LAB_ADMIN_MESSAGES.activeFlag }),
};

/** A pack's tests: the ids of existing tests (checked by the server), in the order the pack lists them. */
const packTests = z
  .array(labTestIdParam, { error: LAB_ADMIN_MESSAGES.testsRequired })
  .min(1, { error: LAB_ADMIN_MESSAGES.testsRequired })
  .max(PACK_TESTS_MAX, { error: LAB_ADMIN_MESSAGES.testsTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: LAB_ADMIN_MESSAGES.testsTwice });

const notEmpty = (patch: object) => Object.values(patch).some((v) => v !== undefined);

/** POST /api/backoffice/lab-tests. `active` defaults to true. */
export const labTestCreateSchema = z.object({ ...fields, active: fields.active.default(true) });
export type LabTestCreate = z.infer<typeof labTestCreateSchema>;

/** PATCH /api/backoffice/lab-tests/{id}: any of the fields, at least one. */
export const labTestPatchSchema = z.object(fields).partial().refine(notEmpty, { error: LAB_ADMIN_MESSAGES.nothingToChange });
export type LabTestPatch = z.infer<typeof labTestPatchSchema>;

/** POST /api/backoffice/pack-analyses: `name` is answered as the pack's `title` and `name`; `labTests` the test ids. */
export const packCreateSchema = z.object({ ...fields, active: fields.active.default(true), labTests: packTests });
export type PackCreate = z.infer<typeof packCreateSchema>;

/** PATCH /api/backoffice/pack-analyses/{id}: any of the fields, at least one; `labTests` replaces the pack's tests. */
export const packPatchSchema = z
  .object({ ...fields, labTests: packTests })
  .partial()
  .refine(notEmpty, { error: LAB_ADMIN_MESSAGES.nothingToChange });
export type PackPatch = z.infer<typeof packPatchSchema>;

/** GET /api/backoffice/lab-audit: the trail of one test or pack (`id`), or of all, newest first. */
export const labAuditQuery = z.object({
  id: z.preprocess((v) => (v === "" ? undefined : v), labTestIdParam.optional()),
  page: pageParam,
  limit: intParam("limit", 1, 200, 50),
});
export type LabAuditQuery = z.infer<typeof labAuditQuery>;

/** German words of the back office for the audit's fields. */
export const LAB_FIELD_LABELS: Record<PackField, string> = {
  name: "Name",
  description: "Beschreibung",
  category: "Kategorie",
  price: "Preis",
  preparation: "Vorbereitung",
  active: "Angeboten",
  labTests: "Labortests",
};
