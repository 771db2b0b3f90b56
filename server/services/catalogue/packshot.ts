/**
 * Generated packshots: light SVGs that look like pharmacy packaging (box, bottle, tube, spray, tub, pouch)
 * in the brand's colour, with brand, name, strength and pack size in clear type. Front and back differ.
 * Rendered on request, so a 100,000-product catalogue needs no image files at all.
 */
import { IMAGE_SIZES } from "./shapes.ts";

export type PackshotView = "PICFRONT3D" | "PICBACK3D" | "PICFRONT" | "PICSIDE";
export type PackShape = "box" | "bottle" | "tube" | "spray" | "tub" | "pouch";
export type PackshotInfo = { pharmacode: number; brand: string; name: string; pack: string; colour: string; shape: PackShape; rx: boolean };

export const PACKSHOT_SIZES = IMAGE_SIZES;

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The pack's silhouette from its name: what a Sirup or a Salbe comes in. */
export function shapeOf(name: string, pack: string): PackShape {
  const text = `${name} ${pack}`;
  if (/Nasenspray|Dosieraerosol|Sonnenspray|Ohrenspray|Spray/i.test(text)) return "spray";
  if (/Salbe|Creme|Gel\b|Zahnpasta|Handcreme/i.test(text)) return "tube";
  if (/Sirup|Tropfen|Lösung|Shampoo|Lotion|Mundspülung|Öl|Desinfektion|\bml\b/i.test(text)) return "bottle";
  if (/Protein|Säuglingsmilch|Shake|Kreatin|Isotonic|\b[0-9]+ g\b|\bkg\b/i.test(text)) return "tub";
  if (/Beutel|Btl|Riegel|Einlagen|Pants|Kompresse/i.test(text)) return "pouch";
  return "box";
}

/** Splits text into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** Darker shade of #rrggbb for the side faces. */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = Math.round(((n >> 16) & 255) * factor);
  const g = Math.round(((n >> 8) & 255) * factor);
  const b = Math.round((n & 255) * factor);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

type Box = { x: number; y: number; w: number; h: number };

function silhouette(shape: PackShape, colour: string, threeD: boolean): { body: string; label: Box } {
  const dark = shade(colour, 0.72);
  switch (shape) {
    case "bottle":
      return {
        body: `<rect x="250" y="50" width="100" height="56" rx="10" fill="#f3f4f6" stroke="#9ca3af" stroke-width="3"/>
<rect x="265" y="104" width="70" height="30" fill="#e5e7eb"/>
<path d="M190 170 Q190 134 236 134 H364 Q410 134 410 170 V525 Q410 548 386 548 H214 Q190 548 190 525 Z" fill="#7c4a1e" opacity="0.9"/>
${threeD ? `<path d="M382 150 Q403 158 403 185 V518 Q403 536 386 541" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8"/>` : ""}
<rect x="190" y="200" width="220" height="310" fill="#ffffff"/><rect x="190" y="200" width="220" height="50" fill="${colour}"/>`,
        label: { x: 196, y: 200, w: 208, h: 310 },
      };
    case "tube":
      return {
        body: `<path d="M160 90 H440 L420 470 Q300 490 180 470 Z" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>
<path d="M160 90 H440 V100 H160 Z" fill="${dark}"/>
<path d="M163 120 H437 L435 170 H165 Z" fill="${colour}"/>
<rect x="255" y="470" width="90" height="70" rx="8" fill="${dark}"/>
${threeD ? `<path d="M410 125 L395 460" stroke="#000" stroke-opacity="0.06" stroke-width="24"/>` : ""}`,
        label: { x: 180, y: 120, w: 240, h: 320 },
      };
    case "spray":
      return {
        body: `<rect x="270" y="60" width="60" height="60" rx="6" fill="#f3f4f6" stroke="#9ca3af" stroke-width="3"/>
<rect x="330" y="75" width="40" height="14" rx="4" fill="#9ca3af"/>
<rect x="240" y="120" width="120" height="40" rx="10" fill="${dark}"/>
<rect x="210" y="160" width="180" height="380" rx="28" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>
<rect x="210" y="200" width="180" height="44" fill="${colour}"/>`,
        label: { x: 218, y: 200, w: 164, h: 300 },
      };
    case "tub":
      return {
        body: `<rect x="130" y="130" width="340" height="50" rx="12" fill="${dark}"/>
<path d="M140 180 H460 L445 530 Q300 550 155 530 Z" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>
<rect x="142" y="200" width="316" height="46" fill="${colour}"/>`,
        label: { x: 160, y: 200, w: 280, h: 300 },
      };
    case "pouch":
      return {
        body: `<path d="M150 110 L175 90 L200 110 L225 90 L250 110 L275 90 L300 110 L325 90 L350 110 L375 90 L400 110 L425 90 L450 110 V510 Q450 530 430 530 H170 Q150 530 150 510 Z" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>
<rect x="150" y="130" width="300" height="50" fill="${colour}"/>`,
        label: { x: 165, y: 130, w: 270, h: 360 },
      };
    case "box":
      return {
        body: threeD
          ? `<path d="M150 150 L190 110 H470 L430 150 Z" fill="${shade(colour, 0.85)}"/>
<path d="M430 150 L470 110 V470 L430 510 Z" fill="${dark}"/>
<rect x="150" y="150" width="280" height="360" fill="#ffffff" stroke="#d1d5db" stroke-width="2"/>
<rect x="150" y="150" width="280" height="56" fill="${colour}"/>`
          : `<rect x="160" y="120" width="280" height="380" fill="#ffffff" stroke="#d1d5db" stroke-width="2"/>
<rect x="160" y="120" width="280" height="56" fill="${colour}"/>`,
        label: threeD ? { x: 165, y: 150, w: 250, h: 360 } : { x: 175, y: 120, w: 250, h: 380 },
      };
  }
}

function textLines(lines: string[], x: number, y: number, size: number, weight: number, fill: string, lineHeight = 1.25): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * lineHeight}" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(line)}</text>`)
    .join("");
}

/** The SVG of one packshot view at full (F) or medium (M) size. */
export function renderPackshot(info: PackshotInfo, view: PackshotView, size: keyof typeof PACKSHOT_SIZES): string {
  const px = PACKSHOT_SIZES[size];
  const threeD = view === "PICFRONT3D" || view === "PICBACK3D";
  const back = view === "PICBACK3D";
  const { body, label } = silhouette(info.shape, info.colour, threeD);
  const cx = label.x + 12;
  // Average glyph widths of the system sans at 24 px (name) and 16 px (small print).
  const chars = Math.max(10, Math.floor((label.w - 24) / 13.5));
  const smallChars = Math.floor((label.w - 24) / 8.6);
  // The brand always shows in full: long ones get smaller type, and the cross yields its place.
  const brandSize = Math.min(24, Math.floor((label.w - 24) / (info.brand.length * 0.62)));
  const showCross = info.brand.length * 0.62 * brandSize < label.w - 70;
  const cross = `<path transform="translate(${label.x + label.w - 40} ${label.y + 14})" d="M8 0 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 v-8 h8 z" fill="#ffffff"/>`;
  let content: string;
  if (back) {
    const digits = String(info.pharmacode);
    const bars = Array.from(digits + digits.split("").reverse().join(""), (d, i) => {
      const w = 2 + (Number(d) % 3) * 2;
      return `<rect x="${cx + i * 11}" y="${label.y + label.h - 90}" width="${w}" height="50" fill="#111827"/>`;
    }).join("");
    content =
      textLines([info.brand], cx, label.y + 34, brandSize, 700, "#ffffff") +
      textLines(wrap("Packungsbeilage beachten. Ausser Reichweite von Kindern aufbewahren.", smallChars, Math.max(1, Math.floor((label.h - 180) / 20))), cx, label.y + 80, 16, 400, "#374151") +
      bars +
      textLines([`Pharmacode ${digits}`], cx, label.y + label.h - 22, 15, 400, "#374151");
  } else {
    const nameLines = wrap(info.name, chars, Math.min(view === "PICSIDE" ? 5 : 4, Math.floor((label.h - 150) / 30)));
    content =
      textLines([info.brand], cx, label.y + 34, brandSize, 700, "#ffffff") +
      (showCross ? cross : "") +
      textLines(nameLines, cx, label.y + 92, 24, 600, "#1f2937") +
      textLines([info.pack], cx, label.y + 92 + nameLines.length * 30 + 20, 22, 700, info.colour) +
      (info.rx ? textLines(["Rezeptpflichtig"], cx, label.y + label.h - 20, 16, 600, "#b45309") : "");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 600 600" role="img" aria-label="${esc(`${info.name}, ${info.pack}`)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
<rect width="600" height="600" fill="#f5f7f6"/>
<ellipse cx="300" cy="560" rx="200" ry="16" fill="#000" opacity="0.07"/>
${body}
${content}
</svg>`;
}

/** A category tile: the German name on a soft green card. */
export function renderCategoryTile(name: string): string {
  const lines = wrap(name, 16, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${esc(name)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
<rect width="400" height="300" rx="16" fill="#e7f3ee"/>
<circle cx="330" cy="70" r="90" fill="#0b7a53" opacity="0.12"/>
<path d="M300 52 h20 v-20 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20 z" fill="#0b7a53"/>
${textLines(lines, 32, 300 - 40 - (lines.length - 1) * 36, 30, 600, "#1f2937", 1.2)}
</svg>`;
}
