import { createReadStream } from "node:fs";
import { SaxesParser } from "saxes";

/**
 * The public Refdata "Articles" XML (namespace https://simisinfo.refdata.ch/Articles/1.0/), streamed with saxes:
 * the real file has over 100,000 articles. A DOCTYPE (and with it every entity but XML's five) is refused, so the
 * file cannot expand or fetch anything.
 */

export const REFDATA_NAMESPACE = "https://simisinfo.refdata.ch/Articles/1.0/";

export type RefdataArticle = { row: number; gtin: string; category: string | null; atc: string | null };

export class XmlRefused extends Error {}

/** Articles in file order, in batches; `row` is the article's position from 1. */
export async function* readRefdata(path: string, batchSize = 500): AsyncGenerator<RefdataArticle[]> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let failure: Error | null = null;
  let batch: RefdataArticle[] = [];
  let row = 0;
  let current: { gtin: string; category: string; atc: string } | null = null;
  const stack: string[] = [];
  let text = "";

  parser.on("doctype", () => {
    failure ??= new XmlRefused("Eine Datei mit DOCTYPE oder Entitäten wird abgelehnt");
  });
  parser.on("error", (error) => {
    failure ??= new XmlRefused(`Kein wohlgeformtes XML: ${error.message}`);
  });
  parser.on("opentag", (tag) => {
    stack.push(tag.local);
    text = "";
    if (tag.local === "Article") current = { gtin: "", category: "", atc: "" };
  });
  parser.on("text", (t) => {
    text += t;
  });
  parser.on("closetag", (tag) => {
    const path = stack.join("/");
    stack.pop();
    if (current) {
      const value = text.trim();
      if (tag.local === "DataCarrierIdentifier" && path.includes("PackagedProduct") && !current.gtin) current.gtin = value;
      else if (path.includes("LegalStatusOfSupply") && value && !current.category) current.category = value;
      else if (tag.local === "Atc" && path.includes("ProductClassification") && !current.atc) current.atc = value;
    }
    text = "";
    if (tag.local === "Article" && current) {
      row++;
      batch.push({ row, gtin: current.gtin, category: current.category || null, atc: current.atc || null });
      current = null;
    }
  });

  for await (const chunk of createReadStream(path, { encoding: "utf8", highWaterMark: 256 * 1024 })) {
    parser.write(chunk as string);
    if (failure) throw failure;
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  parser.close();
  if (failure) throw failure;
  if (batch.length > 0) yield batch;
}
