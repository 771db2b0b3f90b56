import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine } from "./appointment-ics.ts";

const event = {
  uid: "a1b2@rheinbogen-apotheke.example",
  sequence: 2,
  method: "REQUEST" as const,
  start: new Date("2026-03-30T07:00:00Z"),
  end: new Date("2026-03-30T07:30:00Z"),
  stamp: new Date("2026-03-20T12:34:56.789Z"),
  summary: "Labortermin: Ferritin, TSH",
  location: "Marktplatz 9, 4051 Basel",
  description: "Ferritin; nüchtern\nTSH, keine Vorbereitung\\ok",
  organizer: { name: "Rheinbogen Apotheke", email: "kontakt@rheinbogen-apotheke.example" },
};

describe("iCalendar text", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets with CRLF and a space, never splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"ü".repeat(60)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const p of physical) expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldIcsLine("SHORT:x")).toBe("SHORT:x");
  });

  it("writes an event with CRLF line ends, UTC times, the UID and SEQUENCE", () => {
    const ics = buildIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics).toContain("\r\nUID:a1b2@rheinbogen-apotheke.example\r\n");
    expect(ics).toContain("\r\nSEQUENCE:2\r\n");
    expect(ics).toContain("\r\nDTSTART:20260330T070000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20260330T073000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20260320T123456Z\r\n");
    expect(ics).toContain("\r\nLOCATION:Marktplatz 9\\, 4051 Basel\r\n");
    expect(ics).toContain("DESCRIPTION:Ferritin\\; nüchtern\\nTSH\\, keine Vorbereitung\\\\ok");
    expect(buildIcs({ ...event, method: "CANCEL", sequence: 3 })).toMatch(/METHOD:CANCEL\r\n[\s\S]*SEQUENCE:3\r\n[\s\S]*STATUS:CANCELLED/);
  });
});
