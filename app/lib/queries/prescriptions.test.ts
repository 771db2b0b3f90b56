import { describe, expect, it } from "vitest";
import { fail } from "#contracts/envelope.ts";
import { PRESCRIPTION_ERROR_CODES, PRESCRIPTION_MESSAGES, PRESCRIPTION_TEXTS } from "#contracts/prescriptions.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { uploadFailureText } from "./prescriptions.ts";

const refusal = (status: number, message: string, code?: string) => new ApiError(status, message, fail(message, undefined, code));

describe("uploadFailureText", () => {
  it("words the upload's refusals by their code, whatever the English text says", () => {
    expect(uploadFailureText(refusal(400, "reworded", PRESCRIPTION_ERROR_CODES.wrongType))).toBe(PRESCRIPTION_TEXTS.serverWrongType);
    expect(uploadFailureText(refusal(400, "reworded", PRESCRIPTION_ERROR_CODES.tooManyFiles))).toBe(PRESCRIPTION_TEXTS.tooMany);
    expect(uploadFailureText(refusal(400, PRESCRIPTION_MESSAGES.noFiles, PRESCRIPTION_ERROR_CODES.noFiles))).toBe(PRESCRIPTION_TEXTS.noFiles);
    expect(uploadFailureText(refusal(413, PRESCRIPTION_MESSAGES.bodyTooLarge, PRESCRIPTION_ERROR_CODES.bodyTooLarge))).toBe(PRESCRIPTION_TEXTS.serverTooLarge);
  });
  it("no longer reads the message: a 400 without a code is a failed send", () => {
    expect(uploadFailureText(refusal(400, PRESCRIPTION_MESSAGES.wrongType))).toBe(PRESCRIPTION_TEXTS.sendFailed);
  });
  it("falls back on the status for a body refused before the route (413) and the upload limit (429)", () => {
    expect(uploadFailureText(refusal(413, "Request body too large"))).toBe(PRESCRIPTION_TEXTS.serverTooLarge);
    expect(uploadFailureText(refusal(429, PRESCRIPTION_MESSAGES.tooMany))).toBe(PRESCRIPTION_TEXTS.tooManyUploads);
    expect(uploadFailureText(new Error("offline"))).toBe(PRESCRIPTION_TEXTS.sendFailed);
  });
});

describe("fail", () => {
  it("carries details and code only when given (older clients see the envelope they know)", () => {
    expect(fail("x")).toEqual({ success: false, error: "x", message: "x" });
    expect(fail("x", [])).toEqual({ success: false, error: "x", message: "x" });
    expect(fail("x", undefined, "c")).toEqual({ success: false, error: "x", message: "x", code: "c" });
    expect(fail("x", [{ field: "f", message: "m" }], "c")).toEqual({ success: false, error: "x", message: "x", details: [{ field: "f", message: "m" }], code: "c" });
  });
});
