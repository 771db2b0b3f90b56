import { describe, expect, it } from "vitest";
import { giveWay } from "./import-commit.ts";

/** A database whose answers to others are counted by `answer()`, and what others asked by `ask()`. */
function embedded() {
  let answered = 0;
  let asked = 0;
  return { answered: () => answered, answer: () => answered++, asked: () => asked, ask: () => asked++ };
}

describe("giveWay", () => {
  it("goes on at once on PostgreSQL, which serves others meanwhile", async () => {
    let done = false;
    const waiting = giveWay({}).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
    await waiting;
  });

  it("on the embedded database, waits while others are being answered and goes on once they are done", async () => {
    const db = embedded();
    let answers = 0;
    const shopper = setInterval(() => {
      if (answers++ < 8) db.answer();
    }, 2);
    try {
      await giveWay(db);
      // Not before the shopper's last answer.
      expect(db.answered()).toBe(8);
    } finally {
      clearInterval(shopper);
    }
  });

  it("after a chunk nobody else asked the database during, goes on at once; after one somebody asked during, waits for the quiet", async () => {
    const db = embedded();
    const askedBefore = db.asked();
    let done = false;
    const going = giveWay(db, askedBefore).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
    await going;

    // A request asked during the chunk: it may ask again once answered, so the job waits until nobody is answered.
    db.ask();
    const shopper = setInterval(() => {
      if (db.answered() < 5) db.answer();
    }, 2);
    try {
      await giveWay(db, askedBefore);
      expect(db.answered()).toBe(5);
    } finally {
      clearInterval(shopper);
    }
  });

  it("does not wait for ever while others keep asking", async () => {
    const db = embedded();
    const busy = setInterval(db.answer, 1);
    try {
      await giveWay(db);
      expect(db.answered()).toBeGreaterThan(0);
    } finally {
      clearInterval(busy);
    }
  });
});
