import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api-client.ts";
import { DESK_ERROR_CODES, DESK_MESSAGES } from "#contracts/desk.ts";
import { fail } from "#contracts/envelope.ts";
import { refusalText } from "./desk-texts.ts";

describe("desk refusals", () => {
  it("says the server's known refusals in German", () => {
    expect(refusalText(new Error(DESK_MESSAGES.notChangeable))).toBe("Dieser Termin wurde inzwischen geändert. Die Liste ist jetzt aktuell.");
    expect(refusalText(new Error(DESK_MESSAGES.notStarted))).toBe("Erledigt oder nicht erschienen lässt sich erst ab Terminbeginn eintragen.");
    expect(refusalText(new Error(DESK_MESSAGES.closureExists))).toBe("Dieser Tag oder diese Zeit ist bereits geschlossen.");
    const holiday = DESK_MESSAGES.closureHoliday("Weihnachten");
    expect(refusalText(new ApiError(409, holiday, fail(holiday, undefined, DESK_ERROR_CODES.closureHoliday)))).toBe("Dieser Tag ist ein Feiertag und ohnehin geschlossen.");
  });
  it("keeps an unknown message", () => {
    expect(refusalText(new Error("Network error. Please check your internet connection."))).toBe("Network error. Please check your internet connection.");
  });
});
