import { Pencil } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { api } from "#app/lib/api-client.ts";
import { validateForm, type FieldErrors } from "#app/lib/form-errors.ts";
import { AUTH_LIMITS, AUTH_MESSAGES, editProfileSchema, type UserProfile } from "#contracts/auth.ts";
import { FormField } from "./form-field.tsx";
import { FormMessage } from "./form-message.tsx";
import { inputClass, primaryButton, secondaryButton } from "./styles.ts";

/** Spec §9: the profile-saved message shows for 3 seconds. */
export const SAVED_MESSAGE_MS = 3_000;

/** `yyyy-mm-dd` as Swiss readers write it. */
const swissDate = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return y && m && d ? `${d}.${m}.${y}` : iso;
};

/** The profile in view mode, and edit mode for name and surname (the e-mail stays read-only). */
export function ProfileDetails({ profile, onSaved }: { profile: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: profile.name, surname: profile.surname });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const startEditing = () => {
    setValues({ name: profile.name, surname: profile.surname });
    setErrors({});
    setError(null);
    setEditing(true);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = validateForm(editProfileSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setPending(true);
    try {
      const res = await api<{ user: UserProfile }>("/authentication/edit-profile", { method: "PUT", auth: true, body: result.data });
      if (res.data?.user) onSaved(res.data.user);
      setEditing(false);
      setSaved(AUTH_MESSAGES.profileUpdated);
    } catch {
      setError(AUTH_MESSAGES.profileEditFailed);
    } finally {
      setPending(false);
    }
  }

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
          <button type="button" className={secondaryButton} onClick={startEditing}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </button>
        ) : null}
      </div>
      <div className="mt-4">
        <FormMessage kind="success">{saved}</FormMessage>
      </div>
      {editing ? (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Edit profile">
          <FormMessage kind="error">{error}</FormMessage>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="First Name"
              name="name"
              autoComplete="given-name"
              required
              maxLength={AUTH_LIMITS.name}
              value={values.name}
              error={errors.name}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
            />
            <FormField
              label="Last Name"
              name="surname"
              autoComplete="family-name"
              required
              maxLength={AUTH_LIMITS.name}
              value={values.surname}
              error={errors.surname}
              onChange={(e) => setValues({ ...values, surname: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="profile-email" className="mb-1.5 block text-sm font-medium text-ink">
              Email
            </label>
            <input id="profile-email" className={inputClass} value={profile.email} readOnly aria-describedby="profile-email-hint" />
            <p id="profile-email-hint" className="mt-1 text-sm text-muted">
              Your email address is your login and cannot be changed.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={pending}>
              {pending ? "Saving…" : "Save"}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setEditing(false)} disabled={pending}>
              Cancel
            </button>
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
