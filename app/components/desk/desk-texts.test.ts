import { describe, expect, it } from "vitest";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { refusalText } from "./desk-texts.ts";

describe("desk refusals", () => {
  it("says the server's known refusals in German", () => {
    expect(refusalText(new Error(DESK_MESSAGES.notChangeable))).toBe("Dieser Termin wurde inzwischen geändert. Die Liste ist jetzt aktuell.");
    expect(refusalText(new Error(DESK_MESSAGES.notStarted))).toBe("Erledigt oder nicht erschienen lässt sich erst ab Terminbeginn eintragen.");
    expect(refusalText(new Error(DESK_MESSAGES.closureExists))).toBe("Dieser Tag oder diese Zeit ist bereits geschlossen.");
    expect(refusalText(new Error(DESK_MESSAGES.closureHoliday("Weihnachten")))).toBe("Dieser Tag ist ein Feiertag und ohnehin geschlossen.");
  });
  it("keeps an unknown message", () => {
    expect(refusalText(new Error("Network error. Please check your internet connection."))).toBe("Network error. Please check your internet connection.");
  });
});
