import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api-client.ts";
import { SessionEndedError } from "#app/lib/queries/session-ended.ts";
import { editFailureText } from "./edit-failure.ts";

describe("editFailureText", () => {
  it("says the slot is taken on a 409 (spec §8 conflict text)", () => {
    expect(editFailureText(new ApiError(409, "Time conflict: this slot is already booked"))).toBe(
      "Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen Zeitpunkt (mindestens 30 Minuten Abstand).",
    );
  });
  it("says the update failed on anything else", () => {
    for (const error of [new ApiError(400, "This appointment time is in the past"), new ApiError(403, "Only pending appointments can be changed"), new ApiError(500, "x"), new ApiError(0, "Network error"), new Error("boom")]) {
      expect(editFailureText(error)).toBe("Failed to update appointment. Please try again.");
    }
  });
  it("says nothing when the session has ended (the login page says it)", () => {
    expect(editFailureText(new SessionEndedError())).toBeNull();
  });
});
