import { Pencil } from "lucide-react";
import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { PhoneField } from "./phone-field.tsx";
import { swissDate } from "#app/lib/format.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useEditProfile } from "#app/lib/queries/profile.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, editProfileSchema, type UserProfile } from "#contracts/auth.ts";

/** Spec §9: the profile-saved message shows for 3 seconds. */
export const SAVED_MESSAGE_MS = 3_000;


/** What the edit form starts from: the profile as it is (no phone yet is an empty field). */
const editValues = (profile: UserProfile) => ({ name: profile.name, surname: profile.surname, address: profile.address, phone: profile.phone ?? "" });

/** The profile in view mode, and edit mode for name, surname, address and phone (the e-mail stays read-only). */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const editProfile = useEditProfile();
  const form = useForm({
    schema: editProfileSchema,
    initialValues: editValues(profile),
    async onSubmit(data) {
      try {
        await editProfile.mutateAsync(data);
      } catch {
        form.setFormError(AUTH_MESSAGES.profileEditFailed);
        return;
      }
      setEditing(false);
      setSaved(AUTH_MESSAGES.profileUpdated);
    },
  });

  const startEditing = () => {
    form.reset(editValues(profile));
    setEditing(true);
  };

  const rows: [string, string][] = [
    ["First Name", profile.name],
    ["Last Name", profile.surname],
    ["Email", profile.email],
    ["Phone", profile.phone ?? "Not provided"],
    ["Address", profile.address],
    ["Birthday", swissDate(profile.birthday)],
  ];

  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-white p-6" aria-labelledby="profile-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-xl text-ink">
          Personal information
        </h2>
        {!editing ? (
          <Button variant="secondary" onClick={startEditing}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </Button>
        ) : null}
      </div>
      <div className="mt-4">
        <Alert kind="success" dismissAfterMs={SAVED_MESSAGE_MS} onDismiss={() => setSaved(null)}>
          {saved}
        </Alert>
      </div>
      {editing ? (
        <form {...form.form} className="mt-4 space-y-4" aria-label="Edit profile">
          <Alert kind="error">{form.formError}</Alert>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First Name" autoComplete="given-name" required maxLength={AUTH_LIMITS.name} {...form.field("name")} />
            <Field label="Last Name" autoComplete="family-name" required maxLength={AUTH_LIMITS.name} {...form.field("surname")} />
          </div>
          <Field label="Address" autoComplete="street-address" required maxLength={AUTH_LIMITS.address} {...form.field("address")} />
          <PhoneField {...form.field("phone")} />
          <Field id="profile-email" label="Email" value={profile.email} readOnly hint="Your email address is your login and cannot be changed." />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={form.pending}>
              {form.pending ? "Saving…" : "Save"}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={form.pending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="mt-2 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-0.5 font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
