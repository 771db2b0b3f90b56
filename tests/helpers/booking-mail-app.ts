import { calendarDays } from "#contracts/appointment-slots.ts";
import type { LabTestsByCategory } from "#contracts/laboratory.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * An app whose mails go to a real SMTP capture, for the suites that read booking mails: the laboratory seeded,
 * the id of one test to book, and the bookable days from tomorrow on (no slot of a test passes while it runs).
 */
export async function createBookingMailApp(extraEnv: Record<string, string> = {}): Promise<{ t: TestApp; smtp: SmtpCapture; testId: string; days: string[] }> {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...extraEnv });
  await seedLaboratoryOnStart(t.deps);
  const grouped = (await t.call("GET", "/api/lab-tests/getAllLabTests")).body.data as LabTestsByCategory;
  const testId = Object.values(grouped).flat()[0]!._id;
  const days = calendarDays(new Date())
    .slice(1)
    .filter((d) => d.bookable)
    .map((d) => d.date);
  return { t, smtp, testId, days };
}
