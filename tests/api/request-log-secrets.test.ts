import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedPath } from "#server/http/log-path.ts";
import { newLinkToken } from "#server/services/auth/tokens.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

/**
 * Issue 27, point 3: the calendar feed's token was written to the request log as the path of every feed request,
 * and a token copied from the log read the feed. The log must hold no token of any kind, in a path or a query.
 */

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
let d: DeskApp;
beforeAll(async () => {
  d = await createDeskApp({ env: { LOG_LEVEL: "info" }, logTo: capture });
}, 120_000);
afterAll(async () => {
  await d.close();
});

const requestLines = () => lines.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg === "request");

describe("the request log", () => {
  it("writes no feed, guest-link, reset or verification token, in the path or the query", async () => {
    const staff = await d.staff();
    const feed = new URL((await d.t.call("POST", "/api/desk/calendar-feed", { token: staff.token })).body.data.url as string);
    const feedToken = /\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed.pathname)![1]!;
    lines.length = 0;
    expect((await d.t.app.request(feed.pathname)).status).toBe(200);
    const { token: other } = newLinkToken();
    const probes = [
      `/api/desk/feed/${other}.ics`,
      `/api/desk/feed/${other}`,
      `/api/labor/guest-appointment?token=${other}`,
      `/api/labor/guest-appointment/${other}`,
      `/api/authentication/verify-email?id=${staff.id}&token=${other}`,
      `/reset-password?id=${staff.id}&token=${other}`,
    ];
    for (const path of probes) await d.t.app.request(path, { method: path.includes("verify") ? "POST" : "GET" });

    const logged = requestLines();
    expect(logged.length).toBe(probes.length + 1);
    const text = lines.join("\n");
    for (const secret of [feedToken, other]) expect(text).not.toContain(secret);
    expect(logged.map((l) => l.path)).toEqual([
      "/api/desk/feed/[redacted]",
      "/api/desk/feed/[redacted]",
      "/api/desk/feed/[redacted]",
      "/api/labor/guest-appointment",
      "/api/labor/guest-appointment/[redacted]",
      "/api/authentication/verify-email",
      "/reset-password",
    ]);
  });

  it("keeps what is no secret: ids, slugs, names", () => {
    expect(loggedPath("/api/labor/editAppointments/0b7f3a52-3c1e-4b43-9d8f-0a4f1f6b2c11")).toBe("/api/labor/editAppointments/0b7f3a52-3c1e-4b43-9d8f-0a4f1f6b2c11");
    expect(loggedPath("/categories/schmerzen-und-fieber-erkaeltung-grippe-husten/products")).toBe("/categories/schmerzen-und-fieber-erkaeltung-grippe-husten/products");
    expect(loggedPath("/api/products/7680123")).toBe("/api/products/7680123");
    expect(loggedPath("/assets/entry.client-BkS3v1xZ.js")).toBe("/assets/entry.client-BkS3v1xZ.js");
  });
});
