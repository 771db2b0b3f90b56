import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundPort, listen } from "#server/http/serve.ts";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// Issue 14, defect 6: forgetPassword took about 2 ms longer for an address with an account, which tells an
// attacker which addresses are customers. Both must do the same work; the mail goes after the answer.
let t: TestApp;
let server: Server;
let recording: string[] | null = null;
const accounts: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logQuery: (query) => recording?.push(query) });
  // Three calls per account stay under the per-e-mail limit (the limiter is not what is measured here).
  for (let i = 0; i < 11; i++) accounts.push(await signUp());
  // What is compared is the request's own work. The worker sends the known address's mail after the answer;
  // here it would run in the same process as the test's client and slow that client's reading of the
  // answer, which a remote attacker's client would not notice. It also keeps the statement log to the request, and so
  // does stopping the offer-end job: its look for due offers every second once fell between two recorded statements.
  await t.deps.services.mailWorker.stop();
  await t.deps.services.offerEnds.stop();
  // Over a real socket, as an attacker would measure.
  server = await listen(getRequestListener(t.app.fetch), { port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const forgot = (email: string) => t.call("POST", "/api/authentication/forgetPassword", { body: { email }, headers: freshIp() });

async function signUp(): Promise<string> {
  const body = newSignup();
  expect((await t.call("POST", "/api/authentication/signup", { body, headers: freshIp() })).status).toBe(201);
  return body.email;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
const median = (values: number[]) => quantile(values, 0.5);
/** The spread of single calls: the interquartile range. */
const spread = (values: number[]) => quantile(values, 0.75) - quantile(values, 0.25);

describe("forgetPassword for a known and an unknown address", () => {
  // Retried: beside the other API step's database and shops, a stretch of load that falls unevenly on the two
  // addresses once pushed the medians 1 ms past the tolerance (6.4 against 5.4 ms on PostgreSQL). A real difference
  // in the work (the old shape) is there in every round and fails all three; noise seldom twice.
  let timingRounds = 0;
  it("answers in the same time: medians of 30 calls each, interleaved, differ by little", { retry: 2 }, async () => {
    // A retry takes ten fresh accounts: the first round's have used most of their five calls an hour.
    const roundAccounts = timingRounds++ === 0 ? accounts.slice(0, 10) : await Promise.all(Array.from({ length: 10 }, signUp));
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${boundPort(server)}/api/authentication/forgetPassword`, {
        method: "POST",
        headers: { "content-type": "application/json", ...freshIp() },
        body: JSON.stringify({ email }),
      });
      await res.text();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Five rounds to warm up (not counted), then 30. Pairs alternate which address goes first, so that a
    // slower stretch of a busy machine, or a cost that falls on whichever call comes second, weighs on both.
    for (let i = 0; i < 35; i++) {
      const pair = [
        async () => known.push(await timed(roundAccounts[i % 10])),
        async () => unknown.push(await timed(`nobody.${i}.${Date.now()}@example.ch`)),
      ];
      for (const call of i % 2 === 0 ? pair : pair.reverse()) await call();
      if (i === 4) known.length = unknown.length = 0;
    }
    const [k, u] = [median(known), median(unknown)];
    // Small relative to the noise: within half the calls' own spread (at least 2 ms). On a quiet machine the
    // spread is a few milliseconds and the old shape (an unknown address skipping the database work, half the
    // time) fails; on a busy one single calls vary by tens of milliseconds and so does the tolerance. The
    // exact guard, independent of the machine, is the next test.
    const tolerance = Math.max(2, (spread(known) + spread(unknown)) / 4);
    expect(Math.abs(k - u), `medians: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeLessThan(tolerance);
  });

  it("runs the very same statements for both, writing the link and queuing the mail only for the known one", async () => {
    const email = accounts[10];
    const statementsOf = async (address: string) => {
      recording = [];
      expect((await forgot(address)).status).toBe(200);
      const statements = recording;
      recording = null;
      return statements;
    };
    const ofKnown = await statementsOf(email);
    const ofUnknown = await statementsOf("nobody.at.all@example.ch");
    expect(ofKnown.length).toBeGreaterThanOrEqual(4);
    expect(ofUnknown).toEqual(ofKnown);

    const { rows } = await t.deps.database.db.execute(
      sql`select recipient, text from mail_queue where kind = 'reset-password' and recipient in (${email}, 'nobody.at.all@example.ch')`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].recipient).toBe(email);
    expect(String(rows[0].text)).toMatch(/\/reset-password\?id=[0-9a-f-]{36}&token=/);
    const tokens = await t.deps.database.db.execute(
      sql`select u.email from one_time_tokens o join users u on u.id = o.user_id where o.purpose = 'reset-password' and o.created_at > now() - interval '1 minute' order by o.created_at desc limit 1`,
    );
    expect(tokens.rows).toEqual([{ email }]);
  });
});
