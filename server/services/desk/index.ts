import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import type { MailWorker } from "#server/mail/mail-worker.ts";
import type { AppointmentService } from "#server/services/appointments/appointment-service.ts";
import type { LaboratoryService } from "#server/services/laboratory/laboratory-service.ts";
import { createClosureService } from "./closures.ts";
import { createDeskService } from "./desk-service.ts";
import { createFeedService } from "./feed.ts";
import { createStaffAccounts } from "./staff-accounts.ts";
import { requireManagerMember, requireStaffMember, type StaffMember } from "./staff-access.ts";

/** The pharmacy desk's services (issue 18): the day list and status, closures, the calendar feed, staff accounts. */
export function createDesk(
  database: Database,
  env: Pick<Env, "publicUrl">,
  laboratory: LaboratoryService,
  appointments: Pick<AppointmentService, "cancelLocked">,
  mail: Pick<MailWorker, "nudge">,
  now: () => Date = () => new Date(),
) {
  const desk = createDeskService(database, laboratory, appointments, now);
  const feed = createFeedService(database, desk, env.publicUrl, now);
  return {
    /** The caller as a staff member (role read from the account now), else 403. */
    staffMember: (userId: string): Promise<StaffMember> => requireStaffMember(database.db, userId),
    /** The caller as a manager (the back office), else 403. */
    managerMember: (userId: string): Promise<StaffMember> => requireManagerMember(database.db, userId),
    desk,
    closures: createClosureService(database, desk, now),
    feed,
    staff: createStaffAccounts(database, env, mail),
  };
}

export type Desk = ReturnType<typeof createDesk>;
