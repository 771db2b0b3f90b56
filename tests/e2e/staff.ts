import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type APIRequestContext } from "@playwright/test";
import { operatorCommandLine } from "#tests/helpers/server-process.ts";
import { E2E_DATA_DIR, mailedLink } from "./outbox.ts";
import { SHOPPER_PASSWORD } from "./shopper-fixtures.ts";

const run = promisify(execFile);

/**
 * A new staff member (or a manager, issue 39) as the pharmacy makes one: the real CLI as `npm run staff` runs it
 * (through the running server's control socket), the mailed set-password link, then a login. Answers the staff member's token.
 */
export async function makeStaff(request: APIRequestContext, email: string, role: "staff" | "manager" = "staff"): Promise<string> {
  const { stdout } = await run(process.execPath, [...operatorCommandLine("staff"), "add", email, "--name", "Mara Brunner", ...(role === "manager" ? ["--role", "manager"] : [])], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: "silent" },
  });
  expect(stdout).toContain(`Created the ${role} account ${email}`);
  const link = await mailedLink(email, "/reset-password");
  const res = await request.post(`/api/authentication/reset-password${link.search}`, { data: { newPassword: SHOPPER_PASSWORD, confirmNewPassword: SHOPPER_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const login = await request.post("/api/authentication/user/login", { data: { email, password: SHOPPER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).data.token as string;
}
