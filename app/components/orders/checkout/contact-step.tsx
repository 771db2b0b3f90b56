import { Alert } from "#app/components/ui/alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { useForm } from "#app/lib/forms/use-form.ts";
import { ORDER_LIMITS, ORDER_TEXTS, type Fulfilment } from "#contracts/orders.ts";
import { PHONE_MAX } from "#contracts/phone.ts";
import type { ContactValues } from "./contact-form.ts";

type Form = ReturnType<typeof useForm<ContactValues, never>>;

/** Step 2: contact (always) and the delivery address (delivery only), prefilled from the profile. */
export function ContactStep({ form, fulfilment }: { form: Pick<Form, "field" | "formError">; fulfilment: Fulfilment }) {
  return (
    <div className="space-y-6">
      <Alert kind="error">{form.formError}</Alert>
      <fieldset>
        <legend className="text-lg font-semibold text-ink">Kontakt</legend>
        <p className="mt-1 text-sm text-muted">Aus Ihrem Profil übernommen. Änderungen gelten nur für diese Bestellung.</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Vorname" autoComplete="given-name" maxLength={ORDER_LIMITS.name} {...form.field("contact.name")} />
          <Field label="Nachname" autoComplete="family-name" maxLength={ORDER_LIMITS.name} {...form.field("contact.surname")} />
          <Field label="E-Mail" type="email" autoComplete="email" {...form.field("contact.email")} hint={ORDER_TEXTS.contactEmailHint} />
          <Field
            label="Telefon"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            {...form.field("contact.phone")}
            hint="Falls wir Rückfragen zu Ihrer Bestellung haben."
          />
        </div>
      </fieldset>
      {fulfilment === "DELIVERY" ? (
        <fieldset>
          <legend className="text-lg font-semibold text-ink">Lieferadresse</legend>
          <p className="mt-1 text-sm text-muted">Wir liefern an Adressen in der Schweiz.</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_8rem_1fr]">
            <Field label="Strasse und Nr." autoComplete="street-address" maxLength={ORDER_LIMITS.street} className="sm:col-span-3" {...form.field("address.street")} />
            <Field label="PLZ" inputMode="numeric" autoComplete="postal-code" maxLength={4} {...form.field("address.zip")} />
            <Field label="Ort" autoComplete="address-level2" maxLength={ORDER_LIMITS.city} className="sm:col-span-2" {...form.field("address.city")} />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
