import type { Context, MiddlewareHandler } from "hono";
import type { StaffMember } from "#server/services/desk/staff-access.ts";
import type { AppEnv } from "../types.ts";
import { currentUser, requireUser } from "./auth.ts";

declare module "hono" {
  interface ContextVariableMap {
    staffMember?: StaffMember;
  }
}

/**
 * A valid, unrevoked token (requireUser: 401 otherwise) of an account whose role, read from the database on this
 * request, is staff (403 otherwise). Middleware of its own, not of the desk's router, so every router with staff
 * routes (desk, orders, prescriptions) takes it from here; a second role (the back office's) gets a sibling
 * middleware beside it that reads the role the same way.
 */
export const requireStaff: MiddlewareHandler<AppEnv> = (c, next) =>
  requireUser(c, async () => {
    c.set("staffMember", await c.get("deps").services.desk.staffMember(currentUser(c).id));
    await next();
  });

/** As requireStaff, for the back office: the account's role must be manager (403 MANAGER_ONLY to staff and customers). */
export const requireManager: MiddlewareHandler<AppEnv> = (c, next) =>
  requireUser(c, async () => {
    c.set("staffMember", await c.get("deps").services.desk.managerMember(currentUser(c).id));
    await next();
  });

/** The caller of a route behind `requireStaff` or `requireManager`. */
export const staff = (c: Context<AppEnv>): StaffMember => c.get("staffMember")!;
