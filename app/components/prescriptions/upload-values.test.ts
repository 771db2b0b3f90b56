import { describe, expect, it } from "vitest";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { ORDER_MESSAGES } from "#contracts/orders.ts";
import { PRESCRIPTION_TEXTS, prescriptionFieldsSchema } from "#contracts/prescriptions.ts";
import { addressFromProfile, EMPTY_UPLOAD, toUploadInput, uploadFields } from "./upload-values.ts";

const profile = { _id: "u1", name: "Lea", surname: "Keller", email: "lea@example.ch", phone: null, address: "Rheingasse 1, 4058 Basel", birthday: "1988-03-02" };
const check = (values: Partial<typeof EMPTY_UPLOAD>) => validateForm(prescriptionFieldsSchema, toUploadInput({ ...EMPTY_UPLOAD, ...values }));

describe("the upload form's values", () => {
  it("prefill the delivery address from the profile, split", () => {
    expect(addressFromProfile(profile)).toEqual({ "address.street": "Rheingasse 1", "address.zip": "4058", "address.city": "Basel" });
  });

  it("put the card number's and the address's messages at their fields", () => {
    expect(check({ insuranceCardNumber: "8075601509000264759" }).errors).toEqual({ insuranceCardNumber: PRESCRIPTION_TEXTS.cardNumberInvalid });
    expect(check({ fulfilment: "DELIVERY", "address.zip": "999" }).errors).toMatchObject({
      "address.street": ORDER_MESSAGES.streetRequired,
      "address.zip": ORDER_MESSAGES.zipInvalid,
      "address.city": ORDER_MESSAGES.cityRequired,
    });
  });

  it("send the address for a delivery only, and the card number without its spaces", () => {
    const pickup = check({ ...addressFromProfile(profile), insuranceCardNumber: "80756 01509 0002647590" });
    expect(uploadFields(pickup.data!)).toEqual({ fulfilment: "PICKUP", notes: "", insurer: "", insuranceCardNumber: "80756015090002647590" });
    const delivery = check({ ...addressFromProfile(profile), fulfilment: "DELIVERY", insurer: "Sanitas" });
    expect(uploadFields(delivery.data!)).toEqual({
      fulfilment: "DELIVERY",
      notes: "",
      insurer: "Sanitas",
      insuranceCardNumber: "",
      "address.street": "Rheingasse 1",
      "address.zip": "4058",
      "address.city": "Basel",
    });
  });
});
