import type { z } from "zod";
import { splitProfileAddress } from "#contracts/profile-address.ts";
import type { UserProfile } from "#contracts/auth.ts";
import type { prescriptionFieldsSchema } from "#contracts/prescriptions.ts";

/**
 * The upload form's values through the one form layer, named by the contract's paths ("address.zip"), so its
 * messages land at their fields. The address is sent, and checked, for a delivery only.
 */
export type UploadValues = {
  fulfilment: string;
  notes: string;
  insurer: string;
  insuranceCardNumber: string;
  "address.street": string;
  "address.zip": string;
  "address.city": string;
};

export const EMPTY_UPLOAD: UploadValues = { fulfilment: "PICKUP", notes: "", insurer: "", insuranceCardNumber: "", "address.street": "", "address.zip": "", "address.city": "" };

export const toUploadInput = (v: UploadValues): z.input<typeof prescriptionFieldsSchema> => ({
  fulfilment: v.fulfilment as "PICKUP" | "DELIVERY",
  notes: v.notes,
  insurer: v.insurer,
  insuranceCardNumber: v.insuranceCardNumber,
  address: v.fulfilment === "DELIVERY" ? { street: v["address.street"], zip: v["address.zip"], city: v["address.city"] } : undefined,
});

/** The profile's one-line address as the delivery address's first values (the customer may change them). */
export function addressFromProfile(profile: UserProfile | null | undefined): Pick<UploadValues, "address.street" | "address.zip" | "address.city"> {
  const a = splitProfileAddress(profile?.address);
  return { "address.street": a.street, "address.zip": a.zip, "address.city": a.city };
}

/** The multipart's text fields, from what passed the schema (the address flat, as the server reads it). */
export function uploadFields(data: z.output<typeof prescriptionFieldsSchema>): Record<string, string> {
  const { fulfilment, notes, insurer, insuranceCardNumber, address } = data;
  return {
    fulfilment,
    notes,
    insurer,
    insuranceCardNumber,
    ...(address ? { "address.street": address.street, "address.zip": address.zip, "address.city": address.city } : {}),
  };
}
