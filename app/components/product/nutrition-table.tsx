import type { Nutrition } from "#contracts/catalogue.ts";

/** Nutrients sorted by line number under a header naming the reference quantity (spec §2). */
export function NutritionTable({ nutritions }: { nutritions: Nutrition[] }) {
  const rows = [...nutritions].sort((a, b) => a.lineNumber - b.lineNumber);
  const first = rows[0];
  const reference = first ? `pro ${first.referenceQuantity} ${first.referenceUnitCode.description}`.trim() : "";
  return (
    <table className="w-full max-w-lg text-left text-[15px]">
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 font-semibold">
            Nährwert
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {reference}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.lineNumber} className="border-b border-line/70">
            <th scope="row" className="py-1.5 font-normal">
              {row.nutritionCode.description}
            </th>
            <td className="tabular py-1.5 text-right">
              {row.quantity} {row.unitCode.description}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
