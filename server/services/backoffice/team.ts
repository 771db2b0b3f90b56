import type { StaffInvite, StaffMemberEntry } from "#contracts/backoffice.ts";
import type { StaffRoleName } from "#contracts/desk.ts";
import type { StaffAccounts, StaffListEntry } from "#server/services/desk/staff-accounts.ts";
import { NotFound } from "#server/services/errors.ts";

/**
 * The back office's team view (issue 40): the staff accounts of `npm run staff` for managers in the browser. Every
 * change goes through the CLI's own service (staff-accounts.ts), so the invitation mail, the sessions and calendar
 * feed that end, and the last manager kept are one rule for both.
 */

const notFound = () => new NotFound("No staff member with this id", "STAFF_NOT_FOUND");

const entry = (s: StaffListEntry): StaffMemberEntry => ({ _id: s.id, email: s.email, name: s.name, role: s.role, since: s.since.toISOString(), passwordSet: s.passwordSet });

/** "Anna Muster" → Anna / Muster, as `npm run staff -- add --name` splits it; empty: from the address. */
function splitName(full: string): { name: string; surname: string } | undefined {
  const words = full.trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? undefined : { name: words[0]!, surname: words.slice(1).join(" ") };
}

export function createTeam(staff: StaffAccounts) {
  async function member(id: string): Promise<StaffMemberEntry> {
    const found = (await staff.list()).find((s) => s.id === id);
    if (!found) throw notFound();
    return entry(found);
  }

  return {
    /** Staff and managers by e-mail address. */
    list: async (): Promise<StaffMemberEntry[]> => (await staff.list()).map(entry),

    /** A new member with the set-password mail (409 STAFF_EXISTS for an address in the team already). */
    async invite(input: StaffInvite): Promise<StaffMemberEntry> {
      const added = await staff.add(input.email, splitName(input.name), input.role, { newOnly: true });
      const found = (await staff.list()).find((s) => s.email === added.email);
      if (!found) throw notFound();
      return entry(found);
    },

    /** A member's new role; their sessions end (they log in again with the new role). Never the last manager (409). */
    async setRole(id: string, role: StaffRoleName): Promise<StaffMemberEntry> {
      const result = await staff.setRole({ id }, role);
      if (!result.known || !result.staff) throw notFound();
      return member(id);
    },

    /** Back to a customer: sessions and calendar feed end at once. Never the last manager (409). */
    async remove(id: string): Promise<{ email: string }> {
      const result = await staff.remove({ id });
      if (!result.known || !result.removed) throw notFound();
      return { email: result.email };
    },
  };
}

export type Team = ReturnType<typeof createTeam>;
