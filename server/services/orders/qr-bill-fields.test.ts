import { describe, expect, it } from "vitest";
import { SwissQRBill } from "swissqrbill/pdf";
import type { Debtor } from "swissqrbill/types";
import { helveticaText, QR_BILL_LIMITS, qrBillDebtor, qrBillText, shorten, splitStreet } from "./qr-bill-fields.ts";

const contact = { name: "Anna", surname: "Muster" };
const address = { street: "Rheingasse 12", zip: "4058", city: "Basel" };
const creditor = { account: "CH4431999123000889012", name: "Rheinbogen Apotheke", address: "Marktplatz", buildingNumber: "9", zip: "4051", city: "Basel", country: "CH" };
/** swissqrbill's own checks (lengths), which threw the 500 of issue 37. */
const accepted = (debtor: Debtor) => () => new SwissQRBill({ currency: "CHF", amount: 1, reference: "000000000000000020260001237", creditor, debtor });

describe("the QR-bill's characters", () => {
  it("keeps Latin-1 and the IG's Latin letters that Helvetica prints (Œ Š Ž Ÿ €)", () => {
    expect(qrBillText("Zoë Müller-Lüthi, Genève & Söhne ß Œuvre Šťastný Žižka Ÿ €")).toBe("Zoë Müller-Lüthi, Genève & Söhne ß Œuvre Šťastný Žižka Ÿ €".replace("ť", "t"));
  });

  it("transliterates what Helvetica cannot print: ł, ą, ő, Ș, ĳ, full-width letters and ligatures", () => {
    expect(qrBillText("Łukasz Wąsowski")).toBe("Lukasz Wasowski");
    expect(qrBillText("Erdős Ștefan Țară ĳs ﬁne Ａ")).toBe("Erdos Stefan Tara ijs fine A");
  });

  it("turns typographic quotes, dashes and the ellipsis into ASCII; keeps them in the invoice's body", () => {
    expect(qrBillText("„Zur Rose“ – ‘Bären’ … l’Église")).toBe(`"Zur Rose" - 'Bären' ... l'Église`);
    expect(helveticaText("„Zur Rose“ – ‘Bären’ … l’Église")).toBe("„Zur Rose“ – ‘Bären’ … l’Église");
  });

  it("removes emoji (with skin tones, joiners, variation selectors, flags), bidi and other format characters", () => {
    expect(qrBillText("Anna 😀 👩🏽‍⚕️ 🇨🇭 Muster")).toBe("Anna Muster");
    expect(qrBillText("\u202EAnna\u202C \u2066Muster\u2069\u200B\u00AD")).toBe("Anna Muster");
    expect(helveticaText("\u202EAnna 😀\u200F Muster")).toBe("Anna Muster");
  });

  it("composes combining marks where Latin has the letter and drops the rest", () => {
    expect(qrBillText("Ame\u0301lie")).toBe("Amélie");
    expect(qrBillText("Z\u0335\u0321a\u0336lgo q\u0301")).toBe("Zalgo q");
  });

  it("replaces a run of another script's letters by one '?'; spaces of every kind become one", () => {
    expect(qrBillText("Mei 王小明 Müller")).toBe("Mei ? Müller");
    expect(qrBillText("王 小明")).toBe("?");
    expect(qrBillText("Иван\u00A0\u2003Петров")).toBe("?");
    expect(qrBillText("  Anna \u3000 Muster ")).toBe("Anna Muster");
  });
});

describe("the QR-bill's lengths", () => {
  it("shortens at a space near the limit, else hard, without a trailing separator", () => {
    expect(shorten("Basel", 35)).toBe("Basel");
    expect(shorten("Basel Kleinbasel Basel Kleinbasel Basel Kleinbasel", 35)).toBe("Basel Kleinbasel Basel Kleinbasel");
    expect(shorten("x".repeat(40), 35)).toBe("x".repeat(35));
    expect(shorten(`${"x".repeat(30)} - ${"y".repeat(10)}`, 34)).toBe("x".repeat(30));
  });

  it("splits the building number off the street unless it is longer than 16", () => {
    expect(splitStreet("Marktplatz 9")).toEqual({ address: "Marktplatz", buildingNumber: "9" });
    expect(splitStreet("Rue du Lac 12 b")).toEqual({ address: "Rue du Lac", buildingNumber: "12 b" });
    expect(splitStreet("Rheingasse 12345678901234567")).toEqual({ address: "Rheingasse 12345678901234567" });
    expect(splitStreet("Postfach")).toEqual({ address: "Postfach" });
  });

  it("takes a name and address that fit as they are", () => {
    expect(qrBillDebtor(contact, address)).toEqual({ name: "Anna Muster", address: "Rheingasse", buildingNumber: "12", zip: "4058", city: "Basel", country: "CH" });
  });

  it("fits the contract's longest fields into the QR-bill's, and swissqrbill accepts them", () => {
    const long = "x".repeat(100);
    const debtor = qrBillDebtor({ name: `Anna ${long}`.slice(0, 100), surname: long }, { street: `${"Weg ".repeat(49)}1234567890123456`, zip: "4058", city: "y".repeat(100) })!;
    expect(debtor.name).toBe(`A. ${"x".repeat(67)}`);
    expect(debtor.address).toBe("Weg ".repeat(17).trim()); // 67 characters: cut at the last space before 70
    expect(debtor.buildingNumber).toBe("1234567890123456");
    expect(debtor.city).toBe("y".repeat(35));
    for (const [field, max] of Object.entries(QR_BILL_LIMITS)) expect(String(debtor[field as keyof typeof debtor]).length).toBeLessThanOrEqual(max);
    expect(accepted(debtor)).not.toThrow();
    // What the invoice passed before: the same fields untouched.
    expect(accepted({ name: `Anna ${long}`, address: "Weg", zip: "4058", city: "Basel", country: "CH" })).toThrow("Debtor name must be a maximum of 70 characters.");
  });

  it("keeps a whole name of 70 and gives the initial from 71", () => {
    expect(qrBillDebtor({ name: "A".repeat(34), surname: "B".repeat(35) }, address)!.name).toHaveLength(70);
    expect(qrBillDebtor({ name: "Anna Maria", surname: "B".repeat(60) }, address)!.name).toBe(`A. ${"B".repeat(60)}`);
  });

  it("leaves the debtor out when the name or the city keeps no letter", () => {
    expect(qrBillDebtor({ name: "王", surname: "小明" }, address)).toBeUndefined();
    expect(qrBillDebtor(contact, { ...address, city: "北京" })).toBeUndefined();
    expect(qrBillDebtor({ name: "😀", surname: "Muster" }, address)!.name).toBe("Muster");
  });
});
