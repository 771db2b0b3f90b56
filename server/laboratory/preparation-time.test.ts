import { describe, expect, it } from "vitest";
import { latestStartOf } from "#contracts/preparation-time.ts";
import { labTestContent, packContent } from "./content.ts";

// The calendar's morning marks come from these texts (issue 31): a rewording that loses the time must show here.
describe("the laboratory's preparation hints name their time of day", () => {
  it("every fasting or morning hint yields a limit of at most 10:00", () => {
    const timed = [...labTestContent, ...packContent].filter((x) => /nüchtern|zwischen \d+ und \d+ Uhr/i.test(x.preparation));
    expect(timed.length).toBeGreaterThan(5);
    for (const item of timed) {
      const limit = latestStartOf(item.preparation);
      expect(limit, item.preparation).not.toBeNull();
      expect(limit!.minutes).toBeLessThanOrEqual(600);
    }
  });
});
