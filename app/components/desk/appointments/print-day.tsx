import type { DeskAppointment } from "#contracts/desk.ts";
import { customerName, servicesWithPreparation } from "./appointment-view.ts";
import { longDay } from "../day-labels.ts";
import { STATUS_LABELS } from "../desk-texts.ts";

/**
 * While the desk is on screen, printing shows only the day's plain table: the page frame, the strip, the forms
 * and the buttons are hidden (`data-desk-screen`), and black on white without shadows saves toner.
 */
export const PRINT_CSS = `@media print {
  @page { margin: 14mm 12mm; }
  body > div > *:not(main), [data-desk-screen], [data-radix-portal], .fixed { display: none !important; }
  html, body, main, .bg-soft { background: #fff !important; }
  [data-desk-print] { display: block !important; }
}`;

/** The day as a plain table for paper: time, customer, contact, services with preparation, notes, status. */
export function PrintDay({ date, appointments }: { date: string; appointments: DeskAppointment[] }) {
  const shown = appointments.filter((a) => a.status !== "CANCELLED");
  return (
    <div data-desk-print className="hidden text-[11pt] text-black">
      <h1 className="text-[16pt] font-semibold">Termine {longDay(date)}</h1>
      <p className="mt-1 text-[9pt]">
        Rheinbogen Apotheke · Labor · {shown.length === 1 ? "1 Termin" : `${shown.length} Termine`} (ohne abgesagte) · gedruckt am{" "}
        {new Date().toLocaleString("de-CH", { timeZone: "Europe/Zurich", dateStyle: "medium", timeStyle: "short" })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4">Keine Termine.</p>
      ) : (
        <table className="mt-4 w-full table-fixed border-collapse text-left align-top [overflow-wrap:anywhere] [&_td]:border [&_td]:border-black/40 [&_td]:p-1.5 [&_td]:align-top [&_th]:border [&_th]:border-black/40 [&_th]:p-1.5">
          <thead>
            <tr>
              <th className="w-[8%]">Zeit</th>
              <th className="w-[18%]">Kundin / Kunde</th>
              <th className="w-[20%]">Kontakt</th>
              <th>Leistungen und Vorbereitung</th>
              <th className="w-[16%]">Notizen</th>
              <th className="w-[11%]">Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((a) => (
              <tr key={a._id} className="break-inside-avoid">
                <td className="tabular font-semibold">{a.time}</td>
                <td>
                  {customerName(a)}
                  {a.customer.birthday ? <div className="text-[9pt]">Geb. {a.customer.birthday.replaceAll("/", ".")}</div> : null}
                </td>
                <td>
                  {a.customer.phone ?? "–"}
                  <div className="text-[9pt]">{a.customer.email}</div>
                </td>
                <td>
                  {servicesWithPreparation(a).map((s, i) => (
                    <div key={i}>
                      {s.name}
                      {s.preparation ? <div className="text-[9pt]">Vorbereitung: {s.preparation}</div> : null}
                    </div>
                  ))}
                </td>
                <td className="whitespace-pre-line">{a.notes || "–"}</td>
                <td>
                  {STATUS_LABELS[a.status].label}
                  {a.inClosure && a.status === "PENDING" ? <div className="text-[9pt] font-semibold">Schliessung: anrufen</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
