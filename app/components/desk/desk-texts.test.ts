import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api-client.ts";
import { DESK_ERROR_CODES, DESK_MESSAGES } from "#contracts/desk.ts";
import { fail } from "#contracts/envelope.ts";
import { refusalText } from "./desk-texts.ts";

const refused = (status: number, message: string, code: string) => new ApiError(status, message, fail(message, undefined, code));

describe("desk refusals", () => {
  it("says the server's known refusals in German, by their code", () => {
    expect(refusalText(refused(409, DESK_MESSAGES.notChangeable, DESK_ERROR_CODES.notChangeable))).toBe("Dieser Termin wurde inzwischen geändert. Die Liste ist jetzt aktuell.");
    expect(refusalText(refused(409, DESK_MESSAGES.notStarted, DESK_ERROR_CODES.notStarted))).toBe("Erledigt oder nicht erschienen lässt sich erst ab Terminbeginn eintragen.");
    expect(refusalText(refused(409, DESK_MESSAGES.closureExists, DESK_ERROR_CODES.closureExists))).toBe("Dieser Tag oder diese Zeit ist bereits geschlossen.");
    expect(refusalText(refused(404, DESK_MESSAGES.closureNotFound, DESK_ERROR_CODES.closureNotFound))).toBe("Diese Schliessung gibt es nicht mehr. Die Liste ist jetzt aktuell.");
    const holiday = DESK_MESSAGES.closureHoliday("Weihnachten");
    expect(refusalText(refused(409, holiday, DESK_ERROR_CODES.closureHoliday))).toBe("Dieser Tag ist ein Feiertag und ohnehin geschlossen.");
  });
  it("words every code the desk's refusals carry", () => {
    for (const [refusal, code] of Object.entries(DESK_ERROR_CODES)) {
      expect(refusalText(refused(409, "English", code)), refusal).not.toBe("English");
    }
  });
  it("keeps an unknown message, and a known message without its code", () => {
    expect(refusalText(new Error("Network error. Please check your internet connection."))).toBe("Network error. Please check your internet connection.");
    expect(refusalText(new ApiError(409, DESK_MESSAGES.notChangeable))).toBe(DESK_MESSAGES.notChangeable);
  });
});
