import { TriangleAlert, UserPlus, Users } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { DataTable, SHOWN_FROM } from "#app/components/ui/data-table.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useChangeStaffRole, useInviteStaff, useRemoveStaff, useStaffMembers } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { staffInviteSchema, STAFF_ROLE_NAMES, type StaffMemberEntry } from "#contracts/backoffice.ts";
import { zurichDateText } from "#contracts/calendar.ts";
import type { StaffRoleName } from "#contracts/desk.ts";
import { BACKOFFICE_TEXTS, refusalText, ROLE_LABELS, TEAM_TEXTS } from "./backoffice-texts.ts";

/**
 * The team (issue 40): staff and managers, an invitation (the CLI's set-password mail), a role per member, and a
 * removal after asking. The server keeps the last manager (409 LAST_MANAGER, worded here).
 */
export function TeamView() {
  const members = useStaffMembers();
  const [removing, setRemoving] = useState<StaffMemberEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const changeRole = useChangeStaffRole();

  const setRole = (member: StaffMemberEntry, role: StaffRoleName) => {
    setFailed(null);
    changeRole.mutate(
      { id: member._id, role },
      { onSuccess: () => setDone(TEAM_TEXTS.roleChanged(member.name, ROLE_LABELS[role])), onError: (error) => setFailed(refusalText(error)) },
    );
  };

  const removeButton = (member: StaffMemberEntry) => (
    <Button variant="secondary" size="sm" onClick={() => setRemoving(member)} aria-label={`${member.name} aus dem Team entfernen`}>
      {TEAM_TEXTS.remove}
    </Button>
  );

  let body;
  if (members.isPending || (members.isError && isSessionEnded(members.error))) {
    body = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label="Team wird geladen…" />
      </div>
    );
  } else if (members.isError) {
    body = <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void members.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  } else if (members.data.length === 0) {
    body = <EmptyState icon={Users} title={TEAM_TEXTS.empty} />;
  } else {
    body = (
      <DataTable
        label="Team (seitlich scrollbar)"
        caption="Teammitglieder"
        busy={members.isFetching || changeRole.isPending}
        columns={[{ label: "Name" }, { label: TEAM_TEXTS.role }, { label: TEAM_TEXTS.since, from: "sm" }, { label: TEAM_TEXTS.remove, from: "sm", readOutOnly: true }]}
      >
        {members.data.map((member) => (
          <tr key={member._id} className="align-top">
            <td className="px-3 py-2.5">
              <span className="block font-medium text-ink">{member.name}</span>
              {/* Broken after the @ rather than anywhere inside a word. */}
              <span className="block [overflow-wrap:anywhere] text-gray-700">
                {member.email.split("@")[0]}
                <wbr />@{member.email.split("@").slice(1).join("@")}
              </span>
              {!member.passwordSet ? (
                <Badge tone="warning" className="mt-1">
                  {TEAM_TEXTS.passwordOpen}
                </Badge>
              ) : null}
            </td>
            <td className="px-3 py-2.5">
              <select
                aria-label={TEAM_TEXTS.roleOf(member.name)}
                value={member.role}
                disabled={changeRole.isPending}
                onChange={(e) => setRole(member, e.target.value as StaffRoleName)}
                className={`${inputClass} min-w-32`}
              >
                {STAFF_ROLE_NAMES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              {/* On a phone the button goes under the role: the name and address keep the room of two columns. */}
              <div className="mt-2 sm:hidden">{removeButton(member)}</div>
            </td>
            <td className={`tabular ${SHOWN_FROM.sm} px-3 py-2.5 text-gray-700`}>{zurichDateText(new Date(member.since))}</td>
            <td className={`${SHOWN_FROM.sm} px-3 py-2.5 text-right`}>{removeButton(member)}</td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <div className="max-w-2xl">
        <h2 id="team-heading" className="text-xl">
          {TEAM_TEXTS.heading}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{TEAM_TEXTS.intro}</p>
      </div>
      <Alert kind="success" dismissAfterMs={8000} onDismiss={() => setDone(null)}>
        {done}
      </Alert>
      <Alert kind="error">{failed}</Alert>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div>{body}</div>
        <InviteForm onInvited={(email) => setDone(TEAM_TEXTS.invited(email))} />
      </div>
      {removing ? <RemoveDialog member={removing} onClose={() => setRemoving(null)} onRemoved={(name) => setDone(TEAM_TEXTS.removed(name))} /> : null}
    </section>
  );
}

const initialValues: { email: string; name: string; role: StaffRoleName } = { email: "", name: "", role: "staff" };

/** The invitation: address, optional name, role; the member chooses a password through the mailed link. */
function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const ids = useId();
  const invite = useInviteStaff();
  const form = useForm({
    schema: staffInviteSchema,
    initialValues,
    onSubmit: async (data) => {
      try {
        const member = await invite.mutateAsync(data);
        form.reset();
        onInvited(member.email);
      } catch (error) {
        throw new Error(refusalText(error));
      }
    },
  });
  return (
    <form {...form.form} aria-labelledby={`${ids}-title`} className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <div>
        <h3 id={`${ids}-title`} className="flex items-center gap-2 text-lg">
          <UserPlus aria-hidden className="size-5 text-brand" />
          {TEAM_TEXTS.inviteTitle}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{TEAM_TEXTS.inviteText}</p>
      </div>
      <Field label={TEAM_TEXTS.email} type="email" autoComplete="off" {...form.field("email")} />
      <Field label={TEAM_TEXTS.name} autoComplete="off" {...form.field("name")} />
      <div>
        <label htmlFor={`${ids}-role`} className="mb-1.5 block text-sm font-medium text-ink">
          {TEAM_TEXTS.role}
        </label>
        <select id={`${ids}-role`} value={form.values.role} onChange={(e) => form.setValues({ role: e.target.value as StaffRoleName })} className={inputClass}>
          {STAFF_ROLE_NAMES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <Alert kind="error">{form.formError}</Alert>
      <Button type="submit" className="w-full" pending={form.pending}>
        {TEAM_TEXTS.invite}
      </Button>
    </form>
  );
}

/** Removes a member after asking: sessions and calendar link end at once; the account stays a customer's. */
function RemoveDialog({ member, onClose, onRemoved }: { member: StaffMemberEntry; onClose: () => void; onRemoved: (name: string) => void }) {
  const remove = useRemoveStaff();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={TEAM_TEXTS.removeTitle}
      description={TEAM_TEXTS.removeText(member.name)}
      confirmLabel={TEAM_TEXTS.remove}
      pending={remove.isPending}
      error={remove.error ? refusalText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(member._id, {
          onSuccess: () => {
            onRemoved(member.name);
            onClose();
          },
        })
      }
    />
  );
}
