import { describe, expect, it } from "vitest";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { ORDER_MESSAGES } from "#contracts/orders.ts";
import { contactFormSchemas, contactFromProfile, EMPTY_CONTACT, toContactInput } from "./contact-form.ts";

const profile = { _id: "u1", name: "Lea", surname: "Keller", email: "lea@example.ch", phone: null, address: "Rheingasse 1, 4058 Basel", birthday: "1988-03-02" };

describe("the checkout's contact form", () => {
  it("is prefilled from the profile, the address split", () => {
    expect(contactFromProfile(profile)).toEqual({
      "contact.name": "Lea",
      "contact.surname": "Keller",
      "contact.email": "lea@example.ch",
      "contact.phone": "",
      "address.street": "Rheingasse 1",
      "address.zip": "4058",
      "address.city": "Basel",
    });
  });

  it("puts the contract's messages at the fields, by their paths", () => {
    const { errors } = validateForm(contactFormSchemas.DELIVERY, toContactInput({ ...EMPTY_CONTACT, "address.zip": "9999" }));
    expect(errors?.["contact.name"]).toBe(ORDER_MESSAGES.nameRequired);
    expect(errors?.["contact.phone"]).toBe(ORDER_MESSAGES.phoneRequired);
    expect(errors?.["address.zip"]).toBe(ORDER_MESSAGES.zipInvalid);
    expect(errors?.["address.street"]).toBe(ORDER_MESSAGES.streetRequired);
  });

  it("does not ask for an address for a pickup", () => {
    const values = { ...contactFromProfile(profile), "contact.phone": "+41 61 123 45 67", "address.street": "", "address.zip": "" };
    expect(validateForm(contactFormSchemas.PICKUP, toContactInput(values)).errors).toBeNull();
    expect(validateForm(contactFormSchemas.DELIVERY, toContactInput(values)).errors).not.toBeNull();
  });
});
