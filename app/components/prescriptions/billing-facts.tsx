import { formatInsuranceCardNumber, type DeskPrescription, type Prescription } from "#contracts/prescriptions.ts";
import { fromIsoDayText, swissDateText } from "#contracts/calendar.ts";

const NOT_GIVEN = "nicht angegeben";

/**
 * What the pharmacy bills the health insurer with: the delivery address, the insurer and the card's number (or
 * that a photo of the card came instead). On the desk also the customer's birthdate and account address, to check
 * who the prescription is for. Nothing once the retention period has blanked it with the files.
 */
export function BillingFacts({ prescription: p, customer }: { prescription: Prescription; customer?: DeskPrescription["customer"] }) {
  const hasCardPhoto = p.files.some((f) => f.kind === "INSURANCE_CARD");
  const rows: [string, string][] = [];
  if (customer) rows.push(["Geboren", swissDateText(fromIsoDayText(customer.birthday))]);
  if (p.address) rows.push(["Lieferadresse", `${p.address.street}, ${p.address.zip} ${p.address.city}`]);
  else if (customer) rows.push(["Adresse", customer.address]);
  if (!p.filesDeletedAt) {
    rows.push(["Krankenkasse", p.insurer || NOT_GIVEN]);
    rows.push(["Kartennummer", p.insuranceCardNumber ? formatInsuranceCardNumber(p.insuranceCardNumber) : hasCardPhoto ? "siehe Foto der Versichertenkarte" : NOT_GIVEN]);
  }
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className={`text-ink [overflow-wrap:anywhere] ${term === "Kartennummer" && p.insuranceCardNumber ? "tabular" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
