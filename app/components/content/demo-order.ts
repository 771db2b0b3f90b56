import { shopTerms } from "#contracts/shop-terms.ts";

/**
 * Fixed sample lines for the checkout mock and the sample order confirmation (spec: static mock values).
 * Nothing here comes from a cart; the amounts never change.
 */
export const demoOrderLines = [
  { name: "Meerwasser-Nasenspray isotonisch, 20 ml", quantity: 1, unitPrice: 9.9 },
  { name: "Magnesium Brausetabletten, 20 Stück", quantity: 2, unitPrice: 14.5 },
  { name: "Sonnenspray LSF 50, 200 ml", quantity: 1, unitPrice: 24.9 },
] as const;

const cents = (amount: number) => Math.round(amount * 100);

const subtotalCents = demoOrderLines.reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
// The sample stays above the free-shipping threshold, so no (unspecified) shipping fee has to be invented.
const shippingCents = subtotalCents >= shopTerms.freeShippingFromChf * 100 ? 0 : Number.NaN;
const totalCents = subtotalCents + shippingCents;
// Swiss prices include VAT: the included share is total × rate / (100 + rate).
const vatCents = Math.round((totalCents * shopTerms.vatRatePercent) / (100 + shopTerms.vatRatePercent));

export const demoOrderTotals = {
  subtotal: subtotalCents / 100,
  shipping: shippingCents / 100,
  vat: vatCents / 100,
  total: totalCents / 100,
};

export const demoOrder = {
  number: "RB-2026-004217",
  date: "21. November 2026",
  customer: { name: "Anna Muster", street: "Musterstrasse 12", city: "4051 Basel" },
  shippingMethod: `${shopTerms.carrier}, Standardpaket`,
  paymentMethod: "TWINT (Beispiel)",
};
