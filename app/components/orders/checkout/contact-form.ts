import { z } from "zod";
import { orderAddressSchema, orderContactSchema, type Fulfilment, type OrderAddress, type OrderContact } from "#contracts/orders.ts";
import type { UserProfile } from "#contracts/auth.ts";
import { splitProfileAddress } from "#contracts/profile-address.ts";

/**
 * The checkout's contact step through the one form layer: the values are named by the contract's paths
 * ("contact.name", "address.zip"), so the contract's messages land at their fields. The address is asked for and
 * checked for a delivery only.
 */
export type ContactValues = {
  "contact.name": string;
  "contact.surname": string;
  "contact.email": string;
  "contact.phone": string;
  "address.street": string;
  "address.zip": string;
  "address.city": string;
};

export const contactFormSchemas: Record<Fulfilment, z.ZodType<{ contact: OrderContact; address?: OrderAddress }>> = {
  PICKUP: z.object({ contact: orderContactSchema }),
  DELIVERY: z.object({ contact: orderContactSchema, address: orderAddressSchema }),
};

export const toContactInput = (v: ContactValues) => ({
  contact: { name: v["contact.name"], surname: v["contact.surname"], email: v["contact.email"], phone: v["contact.phone"] },
  address: { street: v["address.street"], zip: v["address.zip"], city: v["address.city"] },
});

export const EMPTY_CONTACT: ContactValues = {
  "contact.name": "",
  "contact.surname": "",
  "contact.email": "",
  "contact.phone": "",
  "address.street": "",
  "address.zip": "",
  "address.city": "",
};

/** The profile's data as the form's first values; the shopper may change them for this order. */
export function contactFromProfile(profile: UserProfile | null): ContactValues {
  if (!profile) return EMPTY_CONTACT;
  const address = splitProfileAddress(profile.address);
  return {
    "contact.name": profile.name,
    "contact.surname": profile.surname,
    "contact.email": profile.email,
    "contact.phone": profile.phone ?? "",
    "address.street": address.street,
    "address.zip": address.zip,
    "address.city": address.city,
  };
}
