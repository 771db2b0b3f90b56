/**
 * `npm run staff -- add <email> [--name "First Last"] [--role manager]`, `role <email> manager|staff`, `remove <email>`,
 * `list`: who may use the pharmacy desk (issue 18, docs/decisions/016-pharmacy-desk.md) and the back office (managers,
 * issue 39). The staff and manager roles are granted nowhere else.
 *
 * Where it runs the command:
 * - DATABASE_URL set (PostgreSQL): on the database directly, whether or not servers are running.
 * - The embedded database (DATA_DIR): a running server holds it, so the command is sent to that server over its
 *   local control socket (DATA_DIR/control/control.sock); with no server running, the command opens it itself.
 * Run it with the same DATA_DIR / DATABASE_URL as the shop.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { loadEnv } from "#server/env.ts";
import { createStaffAccounts, STAFF_INVITE_HOURS, type StaffAddResult, type StaffListEntry, type StaffRemoveResult, type StaffRoleResult } from "#server/services/desk/staff-accounts.ts";
import { controlSocketPath } from "#server/control-socket.ts";
import { askServer, runStaffCommand, type StaffCommand, type StaffCommandAnswer } from "#server/staff-control.ts";

const USAGE = `Usage:
  npm run staff -- add <email> [--name "First Last"] [--role manager]
                                                        make <email> staff, or a manager (desk and back office); creates
                                                        the account if needed and mails a set-password link
  npm run staff -- role <email> manager|staff           change a staff member's role (ends their sessions)
  npm run staff -- remove <email>                       take the staff role away (ends their sessions and calendar feed)
  npm run staff -- list                                 list the staff accounts
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data), like the shop itself.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseCommand(): StaffCommand {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: "string" }, role: { type: "string" }, help: { type: "boolean", short: "h" } } });
  const [command, email, ...rest] = positionals;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const roleName = (value: string | undefined) => {
    if (value === "staff" || value === "manager") return value;
    fail(`The role must be manager or staff, not "${value ?? ""}".\n\n${USAGE}`);
  };
  if (command === "role" && email && rest.length === 1) return { command, email, role: roleName(rest[0]) };
  if (rest.length > 0) fail(`Too many arguments: ${rest.join(" ")}\n\n${USAGE}`);
  if (command === "list" && email === undefined) return { command: "list" };
  if ((command === "add" || command === "remove") && email) {
    if (command === "remove") return { command, email };
    const words = values.name?.trim().split(/\s+/).filter(Boolean) ?? [];
    return {
      command,
      email,
      ...(words.length > 0 ? { name: { name: words[0]!, surname: words.slice(1).join(" ") } } : {}),
      ...(values.role === undefined ? {} : { role: roleName(values.role) }),
    };
  }
  fail(command ? `Cannot run "${[command, email].filter(Boolean).join(" ")}".\n\n${USAGE}` : USAGE);
}

function report(command: StaffCommand, answer: StaffCommandAnswer, where: string) {
  if (!answer.ok) fail(`Refused: ${answer.error}`);
  if (command.command === "add") {
    const r = answer.result as StaffAddResult;
    if (r.alreadyStaff) return console.log(r.roleChanged ? `${r.email} is now ${r.role}; their sessions ended.` : `${r.email} is already ${r.role}; nothing changed.`);
    console.log(
      r.created
        ? `Created the ${r.role} account ${r.email} (${r.name}).`
        : `${r.email} (${r.name}) is now ${r.role}. Their password was reset, their sessions ended and their earlier links voided: they choose a new password through the mailed link.`,
    );
    console.log(`A set-password mail (link valid ${STAFF_INVITE_HOURS} hours) is queued for ${r.email}; ${where === "server" ? "the running shop sends it now" : "the shop's mail worker sends it (at once when a server is running, else at its next start)"}.`);
    return;
  }
  if (command.command === "role") {
    const r = answer.result as StaffRoleResult;
    if (!r.known) fail(`There is no account with the e-mail ${r.email}.`);
    if (!r.staff) fail(`${r.email} is not staff. Make them staff first: npm run staff -- add ${r.email} --role ${command.role}`);
    return console.log(r.changed ? `${r.email} is now ${r.role}; their sessions ended (they log in again).` : `${r.email} is already ${r.role}; nothing changed.`);
  }
  if (command.command === "remove") {
    const r = answer.result as StaffRemoveResult;
    if (!r.known) fail(`There is no account with the e-mail ${r.email}.`);
    if (!r.removed) return console.log(`${r.email} is not staff; nothing changed.`);
    return console.log(`${r.email} is no longer staff: their sessions and calendar feed were revoked. The account stays (as a customer).`);
  }
  const list = answer.result as StaffListEntry[];
  if (list.length === 0) return console.log("No staff accounts yet. Add one with: npm run staff -- add <email>");
  console.log(`${list.length} staff account${list.length === 1 ? "" : "s"}:`);
  for (const s of list) console.log(`  ${s.email.padEnd(40)} ${s.name.padEnd(30)} ${s.role.padEnd(8)} ${s.passwordSet ? "" : "(password not set yet)"}`);
}

/** Opens the configured database and runs the command on it (no running server holds it, or PostgreSQL). */
async function runDirectly(command: StaffCommand, env: ReturnType<typeof loadEnv>): Promise<StaffCommandAnswer> {
  let database;
  try {
    database = env.databaseUrl ? await openDatabase({ kind: "postgres", url: env.databaseUrl }) : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  } catch (error) {
    fail(
      `Cannot open the database: ${(error as Error).message}\n` +
        (env.databaseUrl ? "" : `A process holds ${env.dataDir} without a control socket (for example a seed run): wait for it to finish, or stop it, and try again.`),
    );
  }
  try {
    await runMigrations(database);
    // Without a mail worker here: the queued mail is the shop's to send (with its SMTP settings, not this shell's).
    return await runStaffCommand(createStaffAccounts(database, env, { nudge: () => {} }), command);
  } finally {
    await database.close();
  }
}

const command = parseCommand();
const env = loadEnv({ LOG_LEVEL: "silent", ...process.env });
if (env.databaseUrl) {
  report(command, await runDirectly(command, env), "database");
} else {
  const viaServer = await askServer(controlSocketPath(env.dataDir), command).catch((error: unknown) => fail(`The running server's control socket failed: ${(error as Error).message}`));
  if (viaServer) report(command, viaServer, "server");
  else report(command, await runDirectly(command, env), "database");
}
