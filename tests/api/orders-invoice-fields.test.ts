import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import type { Order } from "#contracts/orders.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";

// Issue 37, point 3: the contract allows longer names and addresses, and more characters, than the QR-bill
// carries; the order is placed and its invoice answers all the same (record 026).

let o: OrdersApp;
beforeAll(async () => {
  o = await createOrdersApp();
}, 120_000);
afterAll(async () => {
  await o.close();
});

/** Words repeated to exactly `length` characters, ending in a letter (the body wraps at the spaces). */
const words = (word: string, length: number) => `${word} `.repeat(Math.ceil(length / (word.length + 1))).slice(0, length - 1) + "x";

/** Places a delivery order on invoice with this contact and address; answers the invoice's text, body and QR-bill apart. */
async function invoiceOf(who: { name: string; surname: string }, where: { street: string; zip: string; city: string }) {
  const user = await o.user();
  const a = await o.article();
  await o.putInCart(user.id, a.pharmacode, 1);
  const placed = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: { ...contact(user.email), name: who.name, surname: who.surname }, address: where });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data as Order;
  expect(order.contact).toMatchObject({ name: who.name, surname: who.surname }); // the order keeps what was entered
  const res = await o.t.app.request(`/api/orders/${order._id}/invoice.pdf`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
  const at = text.indexOf("Empfangsschein"); // the QR-bill's receipt comes first
  expect(at).toBeGreaterThan(0);
  // The PDF rendered at placing went with the confirmation mail.
  const [mail] = await o.mailsTo(user.email);
  expect(mail!.attachments?.map((x) => x.filename)).toEqual([`Rechnung-${order.number}.pdf`]);
  return { body: text.slice(0, at), bill: text.slice(at) };
}

describe("invoice of an order whose fields the QR-bill cannot carry as they are", () => {
  it("name and surname of 100 characters each: the whole name above, the initial and the surname in 70 below", async () => {
    const who = { name: words("Anna Maria", 100), surname: words("Muster Meier", 100) };
    const { body, bill } = await invoiceOf(who, address);
    expect(body).toContain(`${who.name} ${who.surname}`);
    expect(bill).toContain("Zahlbar durch A. Muster Meier Muster Meier Muster Meier Muster Meier Muster Meier Rheingasse 12 4058 Basel");
  });

  it("a street of 200 characters: whole above, 70 (at a space) and the building number below", async () => {
    const street = `${words("Untere Rheinweg", 196)} 12a`;
    const { body, bill } = await invoiceOf(contact(), { ...address, street });
    expect(body).toContain(`Anna Muster ${street} 4058 Basel`);
    expect(bill).toContain("Zahlbar durch Anna Muster Untere Rheinweg Untere Rheinweg Untere Rheinweg Untere Rheinweg Untere 12a 4058 Basel");
  });

  it("a building number of 20 digits: the QR-bill takes it as part of the street", async () => {
    const street = "Rheingasse 12345678901234567890";
    const { body, bill } = await invoiceOf(contact(), { ...address, street });
    expect(body).toContain(`Anna Muster ${street} 4058 Basel`);
    expect(bill).toContain(`Zahlbar durch Anna Muster ${street} 4058 Basel`);
  });

  it("a city of 100 characters: whole above, 35 (at a space) below", async () => {
    const city = words("Basel Kleinbasel", 100);
    const { body, bill } = await invoiceOf(contact(), { ...address, city });
    expect(body).toContain(`Rheingasse 12 4058 ${city}`);
    expect(bill).toContain("Rheingasse 12 4058 Basel Kleinbasel Basel Kleinbasel ");
    expect(bill).not.toContain("Basel Kleinbasel Basel Kleinbasel Basel");
  });

  it("Polish letters, emoji and typographic quotes: transliterated or removed in both parts, the quote kept above", async () => {
    const { body, bill } = await invoiceOf(
      { name: "Łukasz 😀", surname: "Wąsowski-Żółć 👍🏽" },
      { street: "Rue de l’Église 3", zip: "4058", city: "Zürich 🏙️" },
    );
    expect(body).toContain("Lukasz Wasowski-Zólc Rue de l’Église 3 4058 Zürich");
    expect(bill).toContain("Zahlbar durch Lukasz Wasowski-Zólc Rue de l'Église 3 4058 Zürich");
  });

  it("bidi controls (U+202E, isolates) and combining marks: removed, the letters composed", async () => {
    const { body, bill } = await invoiceOf({ name: "\u202EAme\u0301lie", surname: "Z\u0335\u0321algo\u2066\u2069" }, address);
    expect(body).toContain("Amélie Zalgo Rheingasse 12 4058 Basel");
    expect(bill).toContain("Zahlbar durch Amélie Zalgo Rheingasse 12 4058 Basel");
  });

  it("Chinese letters: one '?' for a run; a name of nothing else leaves the QR-bill's debtor to be filled in by hand", async () => {
    const mixed = await invoiceOf({ name: "Mei 王", surname: "Müller" }, address);
    expect(mixed.body).toContain("Mei ? Müller Rheingasse 12 4058 Basel");
    expect(mixed.bill).toContain("Zahlbar durch Mei ? Müller Rheingasse 12 4058 Basel");

    const chinese = await invoiceOf({ name: "王", surname: "小明" }, { ...address, street: "长安街 8" });
    expect(chinese.body).toContain("? ? 8 4058 Basel");
    expect(chinese.bill).toContain("Zahlbar durch (Name/Adresse)");
    expect(chinese.bill).not.toContain("4058 Basel");
  });
});
