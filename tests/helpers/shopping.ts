import { sql } from "drizzle-orm";
import type { DestinationStream } from "pino";
import { z } from "zod";
import { users } from "#server/db/schema/accounts.ts";
import { queryOne, queryOptional } from "#server/db/typed-sql.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import type { ServiceOptions } from "#server/services/container.ts";
import { freshIp, newSignup, STRONG_PASSWORD } from "./auth-flow.ts";
import { seedTestCatalogue } from "./catalogue.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const articlePick = z.object({ pharmacode: z.number(), price_cents: z.number().nullable(), description: z.string(), uid: z.string() });
export type ArticlePick = { pharmacode: number; priceCents: number | null; description: string; productUid: string };

/** An app with the test catalogue, for the cart and favourites suites; logQuery hears every statement's text. */
export async function createShoppingApp(options: { logQuery?: (query: string) => void; env?: Record<string, string>; logTo?: DestinationStream } & ServiceOptions = {}) {
  const { env = {}, ...appOptions } = options;
  const t: TestApp = await createTestApp(env, appOptions);
  await seedTestCatalogue(t);
  const db = t.deps.database.db;
  // One hash for every shopper: argon2 is slow on purpose, and signup's mails are the auth suites' concern.
  const passwordHash = await hashPassword(STRONG_PASSWORD);

  /** A verified account, logged in through the real login call. */
  async function user() {
    const signup = newSignup();
    const email = String(signup.email).toLowerCase();
    const [row] = await db
      .insert(users)
      .values({ email, name: "Anna", surname: "Muster", address: "Marktplatz 1, 4051 Basel", birthday: "1990-04-12", passwordHash, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const login = await t.call("POST", "/api/authentication/user/login", { body: { email, password: STRONG_PASSWORD }, headers: freshIp() });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { id: row!.id, email, token: login.body.data.token as string };
  }

  async function pick(where: ReturnType<typeof sql>, offset = 0): Promise<ArticlePick> {
    const row = await queryOptional(db, articlePick, sql`
      select a.pharmacode, a.price_cents, a.description, p.uid from articles a join products p on p.id = a.product_id
      where ${where} order by a.pharmacode limit 1 offset ${offset}`);
    if (!row) throw new Error("the test catalogue has no such article");
    return { pharmacode: row.pharmacode, priceCents: row.price_cents, description: row.description, productUid: row.uid };
  }

  return {
    t,
    /** A priced article that may be shipped or sold (not prescription-only); `offset` picks another one. */
    orderable: (offset = 0) => pick(sql`a.regulation <> 'Sale.Web.Rx' and a.price_cents is not null`, offset),
    prescriptionOnly: () => pick(sql`a.regulation = 'Sale.Web.Rx'`),
    /** The generator always prices articles; one is made priceless here, as an imported catalogue may have. */
    async priceless(): Promise<ArticlePick> {
      const article = await pick(sql`a.regulation <> 'Sale.Web.Rx'`, 7);
      await db.execute(sql`update articles set price_cents = null, original_price_cents = null where pharmacode = ${article.pharmacode}`);
      return { ...article, priceCents: null };
    },
    /** Two articles (pack sizes) of one product. */
    async packSizes(): Promise<[number, number]> {
      const codes = (
        await queryOptional(db, z.object({ codes: z.array(z.number()) }), sql`
        select array_agg(a.pharmacode order by a.position) as codes from articles a
        where a.regulation <> 'Sale.Web.Rx' group by a.product_id having count(*) > 1 order by min(a.pharmacode) limit 1`)
      )?.codes;
      if (!codes) throw new Error("the test catalogue has no product with two pack sizes");
      return [Number(codes[0]), Number(codes[1])];
    },
    user,
    // A bigint count(*) comes as text from node-postgres: coerced.
    count: async (query: ReturnType<typeof sql>) => (await queryOne(db, z.object({ n: z.coerce.number() }), query)).n,
    close: () => t.close(),
  };
}
