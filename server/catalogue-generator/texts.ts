import type { MonographySection } from "#contracts/catalogue.ts";
import { cleanTemplate } from "./sanitize.ts";

/** German leaflet and folder texts. Every HTML string leaves this module sanitised. */

export type LeafletInput = {
  name: string;
  substance: string;
  strength: string;
  form: string;
  use: string;
  indication: string;
  sideEffects: string;
  company: string;
  packs: string;
  approvalNumber: string;
  reviewed: string;
};

// The Swiss patient information ('Patienteninformation') with its usual section titles.
const SECTIONS: readonly (readonly [title: string, body: string, rxBody?: string])[] = [
  ["Was ist {{name}} und wann wird es angewendet?",
    "<p>{{name}} enthält den Wirkstoff {{substance}}. {{name}} wird angewendet {{indication}}.</p>",
    "<p>{{name}} enthält den Wirkstoff {{substance}}. {{name}} wird angewendet {{indication}}.</p><p>Auf Verschreibung des Arztes oder der Ärztin.</p>"],
  ["Was sollte dazu beachtet werden?",
    "<p>Halten Sie sich an die empfohlene Dosierung. Wenn die Beschwerden länger als 3 Tage anhalten oder sich verschlimmern, wenden Sie sich an Ihren Arzt, Ihre Ärztin, Ihren Apotheker oder Ihre Apothekerin.</p>"],
  ["Wann darf {{name}} nicht eingenommen/angewendet werden?",
    "<p>Bei bekannter Überempfindlichkeit gegenüber {{substance}} oder einem der Hilfsstoffe.</p><ul><li>bei schweren Leber- oder Nierenfunktionsstörungen</li><li>bei Kindern, sofern nicht ausdrücklich vorgesehen</li></ul>"],
  ["Wann ist bei der Einnahme/Anwendung von {{name}} Vorsicht geboten?",
    "<p>Informieren Sie Ihren Arzt oder Apotheker, wenn Sie an anderen Krankheiten leiden, Allergien haben oder andere Arzneimittel (auch selbst gekaufte) einnehmen oder äusserlich anwenden.</p>"],
  ["Darf {{name}} während einer Schwangerschaft oder in der Stillzeit eingenommen/angewendet werden?",
    "<p>Während der Schwangerschaft und Stillzeit sollten Sie nur nach Rücksprache mit Ihrem Arzt, Ihrer Ärztin, Ihrem Apotheker oder Ihrer Apothekerin Arzneimittel einnehmen.</p>"],
  ["Wie verwenden Sie {{name}}?",
    "<p>Soweit nicht anders verordnet: {{use}}.</p><p>Halten Sie sich an die in der Packungsbeilage angegebene oder vom Arzt verschriebene Dosierung.</p>"],
  ["Welche Nebenwirkungen kann {{name}} haben?",
    "<p>Folgende Nebenwirkungen können bei der Einnahme oder Anwendung von {{name}} auftreten: {{sideEffects}}.</p><p>Wenn Sie Nebenwirkungen bemerken, informieren Sie bitte Ihren Arzt oder Apotheker.</p>"],
  ["Was ist ferner zu beachten?",
    "<p>Bei Raumtemperatur (15–25 °C) und ausser Reichweite von Kindern aufbewahren.</p><p>Das Arzneimittel darf nur bis zu dem auf dem Behälter mit «EXP» bezeichneten Datum verwendet werden.</p>"],
  ["Was ist in {{name}} enthalten?", "<p>Wirkstoff: {{substance}} {{strength}}.</p><p>Hilfsstoffe: Hilfsstoffe zur Herstellung der Darreichungsform {{form}}.</p>"],
  ["Zulassungsnummer", "<p>{{approvalNumber}} (Swissmedic)</p>"],
  ["Wo erhalten Sie {{name}}? Welche Packungen sind erhältlich?",
    "<p>In Apotheken und Drogerien, ohne ärztliche Verschreibung.</p><p>Packungen zu {{packs}}.</p>",
    "<p>In Apotheken nur gegen ärztliche Verschreibung.</p><p>Packungen zu {{packs}}.</p>"],
  ["Zulassungsinhaberin", "<p>{{company}}, Schweiz</p>"],
  ["Diese Packungsbeilage wurde im angegebenen Monat letztmals durch die Arzneimittelbehörde (Swissmedic) geprüft.", "<p>{{reviewed}}</p>"],
];

const fillTitle = (title: string, values: Record<string, string>) => title.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? "");

export function patientInformation(input: LeafletInput, prescription: boolean): MonographySection[] {
  const values: Record<string, string> = input;
  return SECTIONS.map(([title, body, rxBody], i) => ({
    sectionNumber: i + 1,
    title: fillTitle(title, values),
    description: cleanTemplate(prescription && rxBody ? rxBody : body, values),
  }));
}

export function medicineFolderSummary(values: { name: string; indication: string; substance: string; strength: string; form: string; notice: string }): string {
  return cleanTemplate(
    "<p><strong>{{name}}</strong> wird angewendet {{indication}}.</p><ul><li>Wirkstoff: {{substance}} {{strength}}</li><li>Darreichungsform: {{form}}</li><li>{{notice}}</li></ul>",
    values,
  );
}

export function productFolderSummary(values: { name: string; characteristics: string; usage: string }): string {
  return cleanTemplate("<p><strong>{{name}}</strong>: {{characteristics}}</p><p>{{usage}}</p>", values);
}

export const paragraph = (text: string) => cleanTemplate("<p>{{text}}</p>", { text });
