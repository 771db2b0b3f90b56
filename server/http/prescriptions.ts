import { Hono, type Context } from "hono";
import { z } from "zod";
import { fail, ok } from "#contracts/envelope.ts";
import {
  deskPrescriptionSchema,
  deskPrescriptionsQuery,
  FILE_EXTENSIONS,
  fileNumberParam,
  formatPrescriptionNumber,
  PRESCRIPTION_ERROR_CODES,
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_MESSAGES,
  prescriptionFieldsObject,
  prescriptionFieldsSchema,
  prescriptionIdParam,
} from "#contracts/prescriptions.ts";
import { DomainError } from "#server/services/errors.ts";
import type { StoredFile } from "#server/services/prescriptions/prescription-service.ts";
import { stagingDir } from "#server/services/prescriptions/staging.ts";
import { currentUser, requireUser } from "./middleware/auth.ts";
import { ipKey, rateLimit } from "./middleware/rate-limit.ts";
import { requireStaff, staff } from "./middleware/staff.ts";
import { discard, receiveUpload } from "./prescription-upload.ts";
import type { AppEnv } from "./types.ts";
import { parse, parseBody, parseQuery } from "./validate.ts";
import { documentRoutes } from "./openapi.ts";

const HOUR = 3_600_000;
/**
 * Uploads per hour, every attempt counted (a refused 1 GB body costs the shop as much as a taken one). An account
 * sends one prescription at a time, a few more after mistakes; an address is shared by a household or an office,
 * so it gets three accounts' worth. Through Redis with REDIS_URL, like every limit.
 */
export const PRESCRIPTION_UPLOAD_LIMITS = { perAccount: { limit: 20, windowMs: HOUR }, perIp: { limit: 60, windowMs: HOUR } } as const;

/** The one body the global 100 kB limit does not cover: it has its own, streamed (prescription-upload.ts). */
export const isStreamedUpload = (method: string, path: string) => method === "POST" && path === "/api/prescriptions";

const service = (c: Context<AppEnv>) => c.get("deps").services.prescriptions;
const ids = (c: Context<AppEnv>) => ({ id: parse(prescriptionIdParam, c.req.param("id")), n: parse(fileNumberParam, c.req.param("n")) });

/**
 * A file as a download, never rendered by the browser as a page of the shop: attachment, its sniffed type,
 * nosniff, no caching anywhere, and a generated name (the customer's name for it may say anything).
 */
function sendFile(c: Context<AppEnv>, number: number, n: number, file: StoredFile) {
  return c.body(new Uint8Array(file.content), 200, {
    "Content-Type": file.type,
    "Content-Disposition": `attachment; filename="rezept-${formatPrescriptionNumber(number)}-${n}.${FILE_EXTENSIONS[file.type]}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
}

/** The form's flat `address.street`, `address.zip`, `address.city` as the schema's `address`; absent when none was sent. */
function nestAddress(fields: Record<string, string>): Record<string, unknown> {
  const { "address.street": street, "address.zip": zip, "address.city": city, ...rest } = fields;
  return street === undefined && zip === undefined && city === undefined ? rest : { ...rest, address: { street: street ?? "", zip: zip ?? "", city: city ?? "" } };
}

/** Prescriptions (documented at the end of this file): the customer's calls and the desk's. */
export function prescriptionsRouter() {
  const r = new Hono<AppEnv>();
  r.use("/prescriptions", requireUser);
  r.use("/prescriptions/*", requireUser);

  r.post(
    "/prescriptions",
    rateLimit({ name: "prescription-upload", ...PRESCRIPTION_UPLOAD_LIMITS.perAccount, keys: (c) => [`user:${currentUser(c).id}`], message: PRESCRIPTION_MESSAGES.tooMany }),
    rateLimit({ name: "prescription-upload", ...PRESCRIPTION_UPLOAD_LIMITS.perIp, keys: (c) => [ipKey(c)], message: PRESCRIPTION_MESSAGES.tooMany }),
    async (c) => {
      let staged: string[] = [];
      try {
        const { fields, files } = await receiveUpload(c.req.raw.body, c.req.header("content-type"), c.req.header("content-length"), stagingDir(c.get("deps").env.dataDir));
        staged = files.map((f) => f.path);
        const input = parse(prescriptionFieldsSchema, nestAddress(fields));
        if (!files.some((f) => f.kind === "PRESCRIPTION")) return c.json(fail(PRESCRIPTION_MESSAGES.noFiles, undefined, PRESCRIPTION_ERROR_CODES.noFiles), 400);
        return c.json(ok(await service(c).create(currentUser(c).id, input, files)), 201);
      } catch (error) {
        // The body may not have been read to its end: the connection cannot carry another request.
        if (error instanceof DomainError && (error.status === 400 || error.status === 413)) return c.json(fail(error.message, error.details, error.code), error.status, { Connection: "close" });
        throw error;
      } finally {
        await discard(staged);
      }
    },
  );
  r.get("/prescriptions", async (c) => c.json(ok(await service(c).listMine(currentUser(c).id))));
  r.get("/prescriptions/:id/files/:n", async (c) => {
    const { id, n } = ids(c);
    const file = await service(c).ownFile(currentUser(c).id, id, n);
    return sendFile(c, file.number, n, file);
  });
  r.delete("/prescriptions/:id", async (c) => c.json(ok(await service(c).withdraw(currentUser(c).id, parse(prescriptionIdParam, c.req.param("id"))))));

  r.get("/desk/prescriptions", requireStaff, async (c) => {
    const { status, cursor } = parseQuery(c, deskPrescriptionsQuery);
    return c.json(ok(await service(c).desk.list(status, cursor)));
  });
  r.get("/desk/prescriptions/:id/files/:n", requireStaff, async (c) => {
    const { id, n } = ids(c);
    const file = await service(c).desk.file(id, n);
    return sendFile(c, file.number, n, file);
  });
  r.put("/desk/prescriptions/:id", requireStaff, async (c) => {
    const id = parse(prescriptionIdParam, c.req.param("id"));
    return c.json(ok(await service(c).desk.setStatus(staff(c), id, await parseBody(c, deskPrescriptionSchema))));
  });
  return r;
}

const files = { id: prescriptionIdParam, n: fileNumberParam };
documentRoutes("Prescriptions", [
  {
    method: "POST",
    path: "/api/prescriptions",
    summary:
      "Sends a prescription: its fields (the address as `address.street`, `address.zip`, `address.city`, required for DELIVERY), 1 to 5 `files` and at most one `insuranceCard` photo (PDF, JPEG, PNG or HEIC, type read from the bytes, 10 MB each)",
    auth: "user",
    body: prescriptionFieldsObject.extend({ files: z.array(z.file()).min(1).max(PRESCRIPTION_LIMITS.maxFiles), insuranceCard: z.file().optional() }),
    multipart: true,
    status: 201,
    answer: "Prescription (contracts/prescriptions.ts)",
    errors: [413, 429],
  },
  { method: "GET", path: "/api/prescriptions", summary: "The caller's prescriptions", auth: "user", answer: "Prescription[]" },
  { method: "GET", path: "/api/prescriptions/:id/files/:n", summary: "One of the caller's files, as a download", auth: "user", params: files, file: "*/*", answer: "The file (PDF, JPEG, PNG or HEIC) as an attachment", errors: [404] },
  { method: "DELETE", path: "/api/prescriptions/:id", summary: "Withdraws one while SUBMITTED; its files are deleted", auth: "user", params: { id: prescriptionIdParam }, answer: "{ _id, withdrawn: true }", errors: [404, 409] },
  { method: "GET", path: "/api/desk/prescriptions", summary: "Prescriptions with the customers' names", auth: "staff", query: deskPrescriptionsQuery, answer: "DeskPrescription[]" },
  { method: "GET", path: "/api/desk/prescriptions/:id/files/:n", summary: "Any prescription's file", auth: "staff", params: files, file: "*/*", answer: "The file as an attachment", errors: [404] },
  { method: "PUT", path: "/api/desk/prescriptions/:id", summary: "Sets the status, with a message mailed to the customer", auth: "staff", params: { id: prescriptionIdParam }, body: deskPrescriptionSchema, answer: "DeskPrescription", errors: [404, 409] },
]);
