import { z } from "zod";
import { STAFF_ROLE_NAMES } from "#contracts/desk.ts";
import { callControlSocket, type ControlRoute } from "#server/control-socket.ts";
import type { StaffAccounts } from "#server/services/desk/staff-accounts.ts";
import { DomainError } from "#server/services/errors.ts";

/**
 * `npm run staff` on a running server of the embedded database: its commands travel over the server's control
 * socket (control-socket.ts) as the call "staff". On PostgreSQL the command connects to the database itself.
 */

export const staffCommand = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("add"),
    email: z.string().max(254),
    name: z.object({ name: z.string().max(100), surname: z.string().max(100) }).optional(),
    role: z.enum(STAFF_ROLE_NAMES).optional(),
  }),
  z.object({ command: z.literal("role"), email: z.string().max(254), role: z.enum(STAFF_ROLE_NAMES) }),
  z.object({ command: z.literal("remove"), email: z.string().max(254) }),
  z.object({ command: z.literal("list") }),
]);
export type StaffCommand = z.infer<typeof staffCommand>;
export type StaffCommandAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** Runs one command against the staff accounts; a refusal (bad address) becomes an answer, not a throw. */
export async function runStaffCommand(staff: StaffAccounts, command: StaffCommand): Promise<StaffCommandAnswer> {
  try {
    if (command.command === "add") return { ok: true, result: await staff.add(command.email, command.name, command.role) };
    if (command.command === "role") return { ok: true, result: await staff.setRole(command.email, command.role) };
    if (command.command === "remove") return { ok: true, result: await staff.remove(command.email) };
    return { ok: true, result: await staff.list() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The control socket's "staff" call. */
export function staffControlRoute(staff: StaffAccounts, log: (command: string) => void): ControlRoute {
  return async (body) => {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { json: { ok: false, error: "Malformed command" } };
    }
    const parsed = staffCommand.safeParse(json);
    if (!parsed.success) return { json: { ok: false, error: "Malformed command" } };
    log(parsed.data.command);
    return { json: await runStaffCommand(staff, parsed.data) };
  };
}

/** Sends a command to the server listening on the socket; null when no server listens there. */
export async function askServer(socketPath: string, command: StaffCommand, timeoutMs = 30_000): Promise<StaffCommandAnswer | null> {
  const reply = await callControlSocket(socketPath, "staff", JSON.stringify(command), timeoutMs);
  if (!reply) return null;
  try {
    return JSON.parse(reply.body.toString("utf8")) as StaffCommandAnswer;
  } catch {
    throw new Error("The running server answered something unreadable on its control socket");
  }
}
