import { z } from "zod";
import type { AuditEntry } from "./desk.ts";
import { ORDER_MESSAGES, orderAddressSchema, type OrderAddress } from "./orders.ts";
import { safeText } from "./text.ts";
import type { CustomerMay, Transitions } from "./workflow.ts";

/**
 * Prescriptions (GET /api/openapi.json, "Prescriptions", issue 26, docs/decisions/024-prescriptions.md): a customer sends a
 * photo or PDF of a prescription, a pharmacist checks it and prepares the medicines for pickup or delivery.
 */

export const PRESCRIPTION_STATUSES = ["SUBMITTED", "ACCEPTED", "REJECTED", "READY_FOR_PICKUP", "SHIPPED", "COMPLETED"] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

export const FULFILMENTS = ["PICKUP", "DELIVERY"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const PRESCRIPTION_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  notes: 1000,
  message: 1000,
  insurer: 100,
  /** Days after COMPLETED or REJECTED until the files are deleted (health data: keep no more than needed). */
  retentionDays: 90,
} as const;

/** The file types taken, each recognised by its first bytes (sniffFileType), never by its name. */
export const PRESCRIPTION_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
export type PrescriptionFileType = (typeof PRESCRIPTION_FILE_TYPES)[number];

/** The bytes sniffFileType needs to decide. */
export const SNIFF_BYTES = 12;

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The file's type from its magic number: %PDF-, FF D8 FF (JPEG), the PNG signature, or an ISO-BMFF `ftyp` box
 * with a HEIF brand. Anything else (HTML named .jpg, a ZIP, an executable) is null. Shared by the browser (to
 * say so before sending) and the server (which decides).
 */
export function sniffFileType(head: Uint8Array): PrescriptionFileType | null {
  if (head.length >= 5 && ascii(head, 0, 5) === "%PDF-") return "application/pdf";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return "image/png";
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(head, 8, 12))) return "image/heic";
  return null;
}

export const FILE_EXTENSIONS: Record<PrescriptionFileType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/heic": "heic",
};

/** Server messages (English, as every API error); the upload page shows PRESCRIPTION_TEXTS instead. */
export const PRESCRIPTION_MESSAGES = {
  cursorInvalid: "Invalid page position (cursor): reload the list",
  notFound: "Prescription not found",
  fileNotFound: "File not found",
  invalidId: "Invalid prescription id",
  notMultipart: "Send the prescription as multipart/form-data",
  noFiles: "Please add at least one file",
  tooManyFiles: `At most ${PRESCRIPTION_LIMITS.maxFiles} files per prescription`,
  fileTooLarge: `Each file may be at most ${PRESCRIPTION_LIMITS.maxFileBytes / 1024 / 1024} MB`,
  bodyTooLarge: `The upload is too large (at most ${PRESCRIPTION_LIMITS.maxFiles} files of ${PRESCRIPTION_LIMITS.maxFileBytes / 1024 / 1024} MB)`,
  wrongType: "Only PDF, JPEG, PNG or HEIC files are accepted (the type is read from the file's content)",
  emptyFile: "A file is empty",
  unknownField: "Unknown form field",
  fulfilment: "Fulfilment must be PICKUP or DELIVERY",
  notesTooLong: `Notes may be at most ${PRESCRIPTION_LIMITS.notes} characters`,
  messageTooLong: `The message may be at most ${PRESCRIPTION_LIMITS.message} characters`,
  reasonRequired: "A rejection needs a reason for the customer",
  status: `Status must be one of ${PRESCRIPTION_STATUSES.join(", ")}`,
  notWithdrawable: "Only a prescription that has not been checked yet can be withdrawn",
  notChangeable: "This status change is not possible for the prescription as it is now",
  tooMany: "Too many uploads. Please try again later.",
  interrupted: "The upload was interrupted",
  tooManyCards: "At most one photo of the insurance card",
} as const;

/**
 * The refusals' machine-readable names (the envelope's `code`): the upload page words them itself from these,
 * never from the English text above, which may be reworded.
 */
export const PRESCRIPTION_ERROR_CODES = {
  notMultipart: "prescription-not-multipart",
  noFiles: "prescription-no-files",
  tooManyFiles: "prescription-too-many-files",
  fileTooLarge: "prescription-file-too-large",
  bodyTooLarge: "prescription-body-too-large",
  wrongType: "prescription-wrong-type",
  emptyFile: "prescription-empty-file",
  unknownField: "prescription-unknown-field",
  notesTooLong: "prescription-notes-too-long",
  malformed: "prescription-malformed",
  interrupted: "prescription-interrupted",
  tooManyCards: "prescription-too-many-cards",
  notWithdrawable: "prescription-not-withdrawable",
  notChangeable: "prescription-not-changeable",
} as const;
export type PrescriptionErrorCode = (typeof PRESCRIPTION_ERROR_CODES)[keyof typeof PRESCRIPTION_ERROR_CODES];

/** The German texts of the pages (upload, Meine Rezepte, the desk). */
export const PRESCRIPTION_TEXTS = {
  /** The desk's paged queue. */
  deskShown: (shown: number, total: number) => `${shown} von ${total} Rezepten angezeigt`,
  deskLoadMore: "Weitere Rezepte laden",
  deskLoadingMore: "Weitere Rezepte werden geladen…",
  wrongType: (name: string) => `«${name}» ist kein PDF-, JPEG-, PNG- oder HEIC-Bild. Bitte wählen Sie ein Foto oder einen Scan des Rezepts.`,
  tooLarge: (name: string) => `«${name}» ist grösser als 10 MB. Bitte verkleinern Sie das Foto oder scannen Sie mit geringerer Auflösung.`,
  emptyFile: (name: string) => `«${name}» ist leer.`,
  tooMany: `Höchstens ${PRESCRIPTION_LIMITS.maxFiles} Dateien pro Rezept.`,
  noFiles: "Bitte fügen Sie mindestens eine Datei hinzu.",
  fulfilment: "Bitte wählen Sie Abholung oder Lieferung.",
  notesTooLong: `Die Notiz darf höchstens ${PRESCRIPTION_LIMITS.notes} Zeichen lang sein.`,
  sendFailed: "Das Rezept konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  serverTooLarge: "Die Dateien sind zu gross (höchstens 10 MB pro Datei).",
  serverWrongType: "Eine Datei ist kein PDF-, JPEG-, PNG- oder HEIC-Bild.",
  tooManyUploads: "Sie haben in kurzer Zeit viele Rezepte gesendet. Bitte versuchen Sie es später erneut.",
  sent: "Ihr Rezept ist bei uns eingegangen. Wir prüfen es und melden uns per E-Mail.",
  loadFailed: "Ihre Rezepte konnten nicht geladen werden.",
  withdrawn: "Das Rezept wurde zurückgezogen und die Dateien gelöscht.",
  withdrawFailed: "Das Rezept konnte nicht zurückgezogen werden.",
  rejectReasonRequired: "Bitte geben Sie dem Kunden einen Grund an.",
  insurerTooLong: `Der Name der Krankenkasse darf höchstens ${PRESCRIPTION_LIMITS.insurer} Zeichen lang sein.`,
  cardNumberInvalid: "Die Kartennummer hat 20 Ziffern und beginnt mit 80756 (Rückseite der Versichertenkarte).",
  tooManyCards: "Bitte nur ein Foto der Versichertenkarte.",
} as const;

export const STATUS_LABELS: Record<PrescriptionStatus, string> = {
  SUBMITTED: "Eingereicht",
  ACCEPTED: "In Vorbereitung",
  REJECTED: "Abgelehnt",
  READY_FOR_PICKUP: "Abholbereit",
  SHIPPED: "Versandt",
  COMPLETED: "Abgeschlossen",
};

export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  PICKUP: "Abholung in der Apotheke",
  DELIVERY: "Versand mit der Schweizerischen Post",
};

/**
 * The changes the desk may make (the workflow's shape: contracts/workflow.ts): checked -> accepted or rejected;
 * prepared -> ready for pickup (pickup) or shipped (delivery); then completed. Nothing leaves REJECTED or COMPLETED.
 */
export const PRESCRIPTION_TRANSITIONS: Record<Fulfilment, Transitions<PrescriptionStatus>> = {
  PICKUP: {
    SUBMITTED: ["ACCEPTED", "REJECTED"],
    ACCEPTED: ["READY_FOR_PICKUP"],
    READY_FOR_PICKUP: ["COMPLETED"],
    SHIPPED: [],
    REJECTED: [],
    COMPLETED: [],
  },
  DELIVERY: {
    SUBMITTED: ["ACCEPTED", "REJECTED"],
    ACCEPTED: ["SHIPPED"],
    READY_FOR_PICKUP: [],
    SHIPPED: ["COMPLETED"],
    REJECTED: [],
    COMPLETED: [],
  },
};

export type PrescriptionCustomerAction = "withdraw";
/** The customer withdraws a prescription only while nobody has checked it (its files are deleted with it). */
export const PRESCRIPTION_CUSTOMER_MAY: CustomerMay<PrescriptionStatus, PrescriptionCustomerAction> = {
  SUBMITTED: ["withdraw"],
  ACCEPTED: [],
  REJECTED: [],
  READY_FOR_PICKUP: [],
  SHIPPED: [],
  COMPLETED: [],
};

/** The statuses nothing follows, whatever the fulfilment (the files' retention runs from them). */
export const PRESCRIPTION_FINAL_STATUSES: readonly PrescriptionStatus[] = PRESCRIPTION_STATUSES.filter((s) => FULFILMENTS.every((f) => PRESCRIPTION_TRANSITIONS[f][s].length === 0));

export const nextStatuses = (status: PrescriptionStatus, fulfilment: Fulfilment): readonly PrescriptionStatus[] => PRESCRIPTION_TRANSITIONS[fulfilment][status] ?? [];

/** A file is a page of the prescription or the photo of the insurance card (at most one, multipart field `insuranceCard`). */
export const PRESCRIPTION_FILE_KINDS = ["PRESCRIPTION", "INSURANCE_CARD"] as const;
export type PrescriptionFileKind = (typeof PRESCRIPTION_FILE_KINDS)[number];
/** The prescription's files and the card's photo together: a file's `n` runs up to this. */
export const MAX_STORED_FILES = PRESCRIPTION_LIMITS.maxFiles + 1;

export type PrescriptionFile = { n: number; name: string; type: PrescriptionFileType; size: number; kind: PrescriptionFileKind };
export type PrescriptionHistoryEntry = { status: PrescriptionStatus; at: string; message: string | null };

export type Prescription = {
  _id: string;
  number: number;
  status: PrescriptionStatus;
  fulfilment: Fulfilment;
  notes: string;
  /**
   * For the pharmacist's bill to the health insurer. Health data like the files: shown to the owner and staff
   * only, never mailed or logged, blanked ("" and null) with the files after the retention period.
   */
  insurer: string;
  /** "" or the card's 20 digits. */
  insuranceCardNumber: string;
  /** Where a DELIVERY goes; null for PICKUP. */
  address: OrderAddress | null;
  /** Empty once the files were deleted (filesDeletedAt). */
  files: PrescriptionFile[];
  message: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the files were deleted, RETENTION days after COMPLETED or REJECTED; the record stays. */
  filesDeletedAt: string | null;
  history: PrescriptionHistoryEntry[];
};

export type DeskPrescription = Prescription & {
  /** From the account; the birthdate (yyyy-mm-dd) lets the pharmacist check who the prescription is for. */
  customer: { name: string; email: string; phone: string | null; birthday: string; address: string };
  /** The staff's changes, oldest first (the desk's audit trail). */
  audit: AuditEntry[];
};

/**
 * The Swiss health insurance card's number (Versichertenkarte, the same number as on its European side): 20
 * digits, `80` (health) `756` (Switzerland), the insurer's 5-digit number, a 10-digit serial. No check digit
 * is defined for it (docs/decisions/031-prescription-billing.md), so the format is all that can be checked.
 * Spaces as printed on the card are taken out.
 */
export const INSURANCE_CARD_NUMBER = /^80756\d{15}$/;
export const insuranceCardNumberField = safeText("Insurance card number")
  .transform((v) => v.replace(/\s+/g, ""))
  .refine((v) => v === "" || INSURANCE_CARD_NUMBER.test(v), { error: PRESCRIPTION_TEXTS.cardNumberInvalid });

/**
 * The multipart form's text fields (the address as `address.street`, `address.zip`, `address.city`); the files
 * are checked while they stream (server/http/prescriptions.ts). The address follows the orders' rule (Swiss zip
 * 1000..9699): required for DELIVERY, dropped for PICKUP.
 */
export const prescriptionFieldsObject = z.object({
  fulfilment: z.enum(FULFILMENTS, { error: PRESCRIPTION_MESSAGES.fulfilment }),
  notes: safeText("Notes", { multiline: true }).trim().max(PRESCRIPTION_LIMITS.notes, { error: PRESCRIPTION_MESSAGES.notesTooLong }).default(""),
  insurer: safeText("Insurer").trim().max(PRESCRIPTION_LIMITS.insurer, { error: PRESCRIPTION_TEXTS.insurerTooLong }).default(""),
  insuranceCardNumber: insuranceCardNumberField.default(""),
  address: orderAddressSchema.optional().nullable(),
});
export const prescriptionFieldsSchema = prescriptionFieldsObject
  .superRefine((v, ctx) => {
    if (v.fulfilment === "DELIVERY" && !v.address) ctx.addIssue({ code: "custom", path: ["address"], message: ORDER_MESSAGES.addressRequired });
  })
  .transform((v) => ({ ...v, address: v.fulfilment === "DELIVERY" ? v.address! : null }));
export type PrescriptionFields = z.output<typeof prescriptionFieldsSchema>;

export const prescriptionIdParam = z.uuid({ error: PRESCRIPTION_MESSAGES.invalidId });
export const fileNumberParam = z.coerce.number({ error: PRESCRIPTION_MESSAGES.fileNotFound }).int().min(1).max(MAX_STORED_FILES);

/** PUT /api/desk/prescriptions/{id}: the new status and the message the customer is mailed. */
export const deskPrescriptionSchema = z
  .object({
    status: z.enum(PRESCRIPTION_STATUSES, { error: PRESCRIPTION_MESSAGES.status }),
    message: safeText("Message", { multiline: true }).trim().max(PRESCRIPTION_LIMITS.message, { error: PRESCRIPTION_MESSAGES.messageTooLong }).default(""),
  })
  .refine((v) => v.status !== "REJECTED" || v.message !== "", { error: PRESCRIPTION_MESSAGES.reasonRequired, path: ["message"] });
export type DeskPrescriptionInput = z.infer<typeof deskPrescriptionSchema>;

/**
 * GET /api/desk/prescriptions?status=&cursor= : one status, or all (submitted first, oldest first), a page at a
 * time; `nextCursor` asks for the next (issue 37: the queue stopped at 200 and hid the rest).
 */
export const DESK_PRESCRIPTIONS_PAGE = 50;
/** A page's position: `<0 submitted | 1 other>_<number>` of the last prescription shown. */
export const DESK_PRESCRIPTION_CURSOR = /^[01]_\d{1,12}$/;
export const deskPrescriptionsQuery = z.object({
  status: z.enum(PRESCRIPTION_STATUSES, { error: PRESCRIPTION_MESSAGES.status }).optional(),
  cursor: safeText("cursor")
    .refine((v) => DESK_PRESCRIPTION_CURSOR.test(v), { error: PRESCRIPTION_MESSAGES.cursorInvalid })
    .optional(),
});
/** One page of the desk's queue: `total` match the filter, `submitted` of all wait for a check. */
export type DeskPrescriptionPage = { prescriptions: DeskPrescription[]; total: number; submitted: number; nextCursor: string | null };

export const formatPrescriptionNumber = (n: number) => `R-${String(n).padStart(5, "0")}`;

/** 80756 01509 00026 47590: the card's 20 digits in groups of five, to read out or compare with the card. */
export const formatInsuranceCardNumber = (digits: string) => digits.replace(/(\d{5})(?=\d)/g, "$1 ");
