import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_SNIFF_BYTES, sniffImageType, type ImageType } from "#contracts/backoffice.ts";
import { InvalidInput } from "#server/services/errors.ts";
import { PayloadTooLarge } from "./prescription-upload.ts";
import { receiveSingleFile, type StagedUpload } from "./single-file-upload.ts";

/**
 * An article photo's upload (issue 40): the multipart field `file` streamed to the private staging folder, at most
 * 15 MB (413 FILE_TOO_LARGE just past it, the rest of the body unread), JPEG, PNG or WebP by its first bytes
 * (400 FILE_TYPE otherwise: HTML named .png, a PDF, a HEIC). The photo is decoded only later, by the service.
 */
export async function receiveImage(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  contentLength: string | undefined,
  dir: string,
): Promise<StagedUpload & { type: ImageType }> {
  let type: ImageType | null = null;
  const staged = await receiveSingleFile(body, contentType, contentLength, dir, {
    maxBytes: IMAGE_MAX_BYTES,
    sniffBytes: IMAGE_SNIFF_BYTES,
    extension: "image",
    check: (head) => {
      type = sniffImageType(head);
      return type ? null : new InvalidInput(IMAGE_MESSAGES.wrongType, undefined, "FILE_TYPE");
    },
    notMultipart: () => new InvalidInput(IMAGE_MESSAGES.missing, undefined, "FILE_MISSING"),
    tooLarge: () => new PayloadTooLarge(IMAGE_MESSAGES.tooLarge, "FILE_TOO_LARGE"),
    missing: () => new InvalidInput(IMAGE_MESSAGES.empty, undefined, "FILE_MISSING"),
    interrupted: () => new InvalidInput("The upload was interrupted", undefined, "FILE_MISSING"),
    malformed: (reason) => new InvalidInput(`Malformed multipart body: ${reason}`, undefined, "FILE_MISSING"),
  });
  return { ...staged, type: type! };
}
