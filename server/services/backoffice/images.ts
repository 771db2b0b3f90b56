import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Metadata } from "sharp";
import { z } from "zod";
import {
  IMAGE_MAX_PER_ARTICLE,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  type BackofficeImage,
  type BackofficeImages,
  type ImageType,
} from "#contracts/backoffice.ts";
import type { Database, Db } from "#server/db/client.ts";
import { queryOptional } from "#server/db/typed-sql.ts";
import { IMAGE_FOLDERS, IMAGE_SIZES } from "#server/services/catalogue/shapes.ts";
import type { StaffMember } from "#server/services/desk/staff-access.ts";
import { Conflict, InvalidInput, NotFound } from "#server/services/errors.ts";

/**
 * An article's photos (issue 40, docs/decisions/035-article-photos.md). A manager's upload waits in a private
 * staging file until sharp has turned it into the shop's two sizes (the packshots' F and M: 600 and 300 px),
 * WebP, EXIF orientation applied and every metadata left behind. The bytes go to `article_images` (every instance
 * reads them from there) and the photo's name into `articles.images`, in the same transaction: the articles
 * table's trigger tells every instance's caches (change feed, migration 0016), as an import's commit does.
 */

export const imageStagingDir = (dataDir: string) => path.join(dataDir, "image-staging");

/** An uploaded photo's name: the pharmacode as the packshots write it, a hash of the full size, `.webp`. */
export const UPLOADED_IMAGE = /^(\d{7})_([0-9a-f]{24})\.webp$/;
const isUploaded = (name: string) => UPLOADED_IMAGE.test(name);

export type ImageSize = keyof typeof IMAGE_SIZES;

/** What the decoder calls each type the bytes may say. */
const SHARP_FORMAT: Record<ImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

type Processed = { full: Buffer; medium: Buffer; width: number; height: number };

// sharp's "Input image exceeds pixel limit" (limitInputPixels), whatever the wording around it.
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decodes the staged photo once its header has been checked: a type the decoder does not confirm is FILE_TYPE,
 * more than IMAGE_MAX_PIXELS is IMAGE_PIXELS before a single pixel is decoded (a decompression bomb: a few kB
 * declaring 20000 × 20000), and limitInputPixels stops the decoder too should the header have lied.
 */
export async function processPhoto(file: string, type: ImageType): Promise<Processed> {
  // Loaded at the first photo, not at every start: libvips adds about 23 MB to a process (the shop, each CLI run,
  // each test worker) that most of them never use.
  const { default: sharp } = await import("sharp");
  const open = () => sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", sequentialRead: true });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    if (isPixelLimit(error)) throw new InvalidInput(IMAGE_MESSAGES.tooManyPixels, undefined, "IMAGE_PIXELS");
    throw new InvalidInput(IMAGE_MESSAGES.unreadable, undefined, "IMAGE_UNREADABLE");
  }
  if (meta.format !== SHARP_FORMAT[type]) throw new InvalidInput(IMAGE_MESSAGES.wrongType, undefined, "FILE_TYPE");
  if (!meta.width || !meta.height) throw new InvalidInput(IMAGE_MESSAGES.unreadable, undefined, "IMAGE_UNREADABLE");
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new InvalidInput(IMAGE_MESSAGES.tooManyPixels, undefined, "IMAGE_PIXELS");
  // rotate() without an angle turns the pixels as EXIF's orientation says; sharp writes no metadata unless asked
  // (no withMetadata/keepExif), so EXIF (camera, GPS), XMP, IPTC and the ICC profile stay behind (converted to sRGB).
  const size = async (px: number) =>
    open().rotate().resize(px, px, { fit: "inside", withoutEnlargement: true }).webp({ quality: 82, effort: 4 }).toBuffer({ resolveWithObject: true });
  try {
    const full = await size(IMAGE_SIZES.F);
    const medium = await size(IMAGE_SIZES.M);
    return { full: full.data, medium: medium.data, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (isPixelLimit(error)) throw new InvalidInput(IMAGE_MESSAGES.tooManyPixels, undefined, "IMAGE_PIXELS");
    throw new InvalidInput(IMAGE_MESSAGES.unreadable, undefined, "IMAGE_UNREADABLE");
  }
}

/** The photos as the API shows them: n is the place in the shop's order. */
export const toBackofficeImages = (names: readonly string[]): BackofficeImage[] => names.map((name, n) => ({ n, F: IMAGE_FOLDERS.F + name, M: IMAGE_FOLDERS.M + name }));

const imagesRow = z.object({ images: z.array(z.string()) });
const fileRow = z.object({ content_type: z.string(), hex: z.string() });

/** The audit's value of a list of photos: the names in order (null when none). */
const auditValue = (names: readonly string[]) => (names.length === 0 ? null : names.join(", "));

type Tx = Pick<Db, "execute">;

/** A text[] literal; each name quoted (names are the generator's or ours, but a quote must never break out). */
const textArray = (names: readonly string[]) => `{${names.map((n) => `"${n.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

export function createArticleImages(database: Database, options: { dataDir: string }) {
  const { db } = database;
  mkdirSync(imageStagingDir(options.dataDir), { recursive: true, mode: 0o700 });

  // One photo decoded at a time per instance: a 50-megapixel photo takes a few hundred MB while it is decoded.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => {});
    return run;
  };

  /** The article's row, locked until the transaction ends: every change to its photos goes one after the other. */
  async function lockedImages(tx: Tx, pharmacode: number): Promise<string[]> {
    const row = await queryOptional(tx, imagesRow, sql`select images from articles where pharmacode = ${pharmacode} for update`);
    if (!row) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
    return row.images;
  }

  /** Writes the new list and its audit line (field `images`, source EDIT) in the caller's transaction. */
  async function writeImages(tx: Tx, member: StaffMember | null, pharmacode: number, before: readonly string[], after: readonly string[]) {
    // updated_at stays: it is the edit form's version (a photo added meanwhile must not make its save a 409).
    await tx.execute(sql`update articles set images = ${textArray(after)}::text[] where pharmacode = ${pharmacode}`);
    await tx.execute(sql`
      insert into catalogue_audit (by, pharmacode, field, "from", "to", source)
      values (${member?.id ?? null}::uuid, ${pharmacode}, 'images', to_jsonb(${auditValue(before)}::text), to_jsonb(${auditValue(after)}::text), 'EDIT')`);
  }

  const answer = (pharmacode: number, names: readonly string[]): BackofficeImages => ({ pharmacode, images: toBackofficeImages(names) });

  return {
    stagingDir: imageStagingDir(options.dataDir),

    /** 404 before an upload's body is read, when the article does not exist. */
    async assertArticle(pharmacode: number): Promise<void> {
      const row = await queryOptional(db, imagesRow, sql`select images from articles where pharmacode = ${pharmacode}`);
      if (!row) throw new NotFound("No article found for this pharmacode", "ARTICLE_NOT_FOUND");
    },

    /**
     * Processes a staged photo and makes it the article's last photo. The first photo replaces the generated
     * packshots (they leave the list; the audit line keeps their names). The staged file is removed in any case.
     */
    async upload(member: StaffMember | null, pharmacode: number, staged: { path: string; type: ImageType }): Promise<BackofficeImages> {
      let photo: Processed;
      try {
        photo = await oneAtATime(() => processPhoto(staged.path, staged.type));
      } finally {
        await rm(staged.path, { force: true });
      }
      const name = `${String(pharmacode).padStart(7, "0")}_${createHash("sha256").update(photo.full).digest("hex").slice(0, 24)}.webp`;
      return db.transaction(async (tx) => {
        const before = await lockedImages(tx, pharmacode);
        const uploaded = before.filter(isUploaded);
        if (uploaded.includes(name)) throw new Conflict(IMAGE_MESSAGES.duplicate, answer(pharmacode, before), "IMAGE_DUPLICATE");
        if (uploaded.length >= IMAGE_MAX_PER_ARTICLE) throw new Conflict(IMAGE_MESSAGES.tooMany, answer(pharmacode, before), "IMAGE_LIMIT");
        await tx.execute(sql`
          insert into article_images (name, pharmacode, "full", medium, content_type, width, height, created_by)
          values (${name}, ${pharmacode}, decode(${photo.full.toString("hex")}, 'hex'), decode(${photo.medium.toString("hex")}, 'hex'), 'image/webp',
            ${photo.width}, ${photo.height}, ${member?.id ?? null}::uuid)
          on conflict (name) do nothing`);
        const after = [...uploaded, name];
        await writeImages(tx, member, pharmacode, before, after);
        return answer(pharmacode, after);
      });
    },

    /** Puts the photos in the order given as their current n's; a stale list (one came or went) is a 409. */
    async reorder(member: StaffMember | null, pharmacode: number, order: readonly number[]): Promise<BackofficeImages> {
      if (new Set(order).size !== order.length) throw new InvalidInput("order names a photo twice", [{ field: "order", message: "order names a photo twice" }]);
      return db.transaction(async (tx) => {
        const before = await lockedImages(tx, pharmacode);
        if (order.length !== before.length || order.some((n) => n >= before.length)) throw new Conflict(IMAGE_MESSAGES.changed, answer(pharmacode, before), "IMAGE_CHANGED");
        const after = order.map((n) => before[n]!);
        if (after.every((name, i) => name === before[i])) return answer(pharmacode, before);
        await writeImages(tx, member, pharmacode, before, after);
        return answer(pharmacode, after);
      });
    },

    /**
     * Takes the n-th photo out of the shop (an uploaded one's bytes are deleted: its URL answers 404). `name`, when
     * given, must be the photo at n, so two managers deleting "the first photo" at once do not delete two.
     */
    async remove(member: StaffMember | null, pharmacode: number, n: number, name?: string): Promise<BackofficeImages> {
      return db.transaction(async (tx) => {
        const before = await lockedImages(tx, pharmacode);
        const target = before[n];
        if (target === undefined) throw new NotFound(IMAGE_MESSAGES.notFound, "IMAGE_NOT_FOUND");
        if (name !== undefined && name !== target) throw new Conflict(IMAGE_MESSAGES.changed, answer(pharmacode, before), "IMAGE_CHANGED");
        const after = before.filter((_, i) => i !== n);
        if (isUploaded(target)) await tx.execute(sql`delete from article_images where name = ${target} and pharmacode = ${pharmacode}`);
        await writeImages(tx, member, pharmacode, before, after);
        return answer(pharmacode, after);
      });
    },

    /** An uploaded photo's bytes at one size, for /uploads/products/{F|M}/{name}; undefined when there is none. */
    async file(name: string, size: ImageSize): Promise<{ contentType: string; bytes: Buffer } | undefined> {
      if (!isUploaded(name)) return undefined;
      const column = size === "F" ? sql`"full"` : sql`medium`;
      // As hex text: PGlite hands bytea back much slower than its hex (prescription-store.ts).
      const row = await queryOptional(db, fileRow, sql`select content_type, encode(${column}, 'hex') as hex from article_images where name = ${name}`);
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.hex, "hex") } : undefined;
    },
  };
}

export type ArticleImages = ReturnType<typeof createArticleImages>;
