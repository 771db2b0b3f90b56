import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import { createHealthService } from "./health.ts";
import { createCatalogueService } from "./catalogue/catalogue-service.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createMailWorker } from "#server/mail/mail-worker.ts";
import { createPharmacyNotifier } from "#server/mail/pharmacy-notice.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createRateLimitStore } from "./auth/rate-limit-store.ts";
import { createSearchService } from "./search.ts";
import { createCartService } from "./shopping/cart.ts";
import { createFavouritesService } from "./shopping/favourites.ts";
import { createSavedService } from "./shopping/saved.ts";
import { createLaboratoryService } from "./laboratory/laboratory-service.ts";
import { createAppointmentService } from "./appointments/appointment-service.ts";
import { createDesk } from "./desk/index.ts";
import { createGuestAppointmentService, guestLinkIssuer } from "./appointments/guest-access.ts";
import { createPrescriptionService } from "./prescriptions/prescription-service.ts";
import { createRetentionJob } from "./prescriptions/retention.ts";

/** What tests change: the clock and how often the prescriptions' retention job and the offer-end job run. */
export type ServiceOptions = { now?: () => Date; retentionIntervalMs?: number; offerEndIntervalMs?: number };
import { createOrders } from "./orders/index.ts";
import { createBackoffice } from "./backoffice/index.ts";
import { createOfferEndJob } from "./backoffice/offers.ts";

/** Every domain service, built once per process from the database and configuration. */
export function createServices(database: Database, env: Env, logger: Logger, options: ServiceOptions = {}) {
  // Started by bootDeps once the schema is up to date; main.ts and the tests stop it before closing the database.
  const mailWorker = createMailWorker(database, createMailer(env, logger), logger);
  const laboratory = createLaboratoryService(database);
  const cart = createCartService(database);
  const notifier = createPharmacyNotifier(env.pharmacyNotifyEmail, env.publicUrl);
  const appointments = createAppointmentService(database, laboratory, mailWorker, { guestLinks: guestLinkIssuer(env.publicUrl) });
  const desk = createDesk(database, env, laboratory, appointments, mailWorker);
  return {
    health: createHealthService(database),
    catalogue: createCatalogueService(database),
    search: createSearchService(database.db),
    laboratory,
    appointments,
    guestAppointments: createGuestAppointmentService(database, appointments),
    desk,
    mailWorker,
    rateLimits: createRateLimitStore(env.redisUrl, logger),
    auth: createAuthService(database, env, mailWorker),
    cart,
    saved: createSavedService(database, cart),
    favourites: createFavouritesService(database.db),
    prescriptions: createPrescriptionService(database, mailWorker, env.publicUrl, notifier, options.now),
    // Started by bootDeps; stopped before the database closes (main.ts, the tests).
    prescriptionRetention: createRetentionJob(database, logger, { now: options.now, intervalMs: options.retentionIntervalMs }),
    orders: createOrders(database, env, mailWorker, notifier),
    // Import jobs run in the background: started (interrupted ones taken up) by bootDeps, stopped before the database closes.
    backoffice: createBackoffice(database, { logger, dataDir: env.dataDir, now: options.now, staff: desk.staff }),
    // Offers that reach their end go back to their price without anyone acting (issue 40): started by bootDeps on
    // every instance, stopped before the database closes.
    offerEnds: createOfferEndJob(database, logger, { now: options.now, intervalMs: options.offerEndIntervalMs }),
  };
}

export type Services = ReturnType<typeof createServices>;
