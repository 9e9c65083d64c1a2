// Reads a support ticket or reply form: text fields and up to SUPPORT_ATTACHMENTS_MAX `attachments`, each an
// image or a PDF by content and at most SUPPORT_ATTACHMENT_MAX_BYTES (over that the multipart limit answers 413).
// Images are stored decoded and re-encoded in their own format, without metadata.
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENTS_MAX } from '../../src/domain/constants';
import type { FieldErrors } from '../lib/api-error';
import { ApiError } from '../lib/api-error';
import { cleanAttachmentImage, ImageRefused, sniffImage } from '../lib/images';
import { readMultipart } from '../lib/multipart';
import { t } from '../lib/i18n';

export const ATTACHMENT_FIELD = 'attachments';

export type AttachmentMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf';

export interface Attachment {
  filename: string;
  mime: AttachmentMime;
  bytes: Buffer;
}

export interface SupportForm {
  fields: Record<string, string>;
  attachments: Attachment[];
  errors: FieldErrors;
}

const EXT: Record<AttachmentMime, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf',
};

export const unsupportedAttachment = (filename: string) => new ApiError(415, {
  detail: t('api.support.fileType', { filename }),
});

/** What a file is by content (its name and declared type are never trusted); null when not allowed. */
export async function sniffAttachment(bytes: Buffer): Promise<AttachmentMime | null> {
  const type = await fileTypeFromBuffer(bytes);
  switch (type?.mime) {
    case 'image/png':
    case 'image/apng':
    case 'image/jpeg':
    case 'image/webp':
      return (await sniffImage(bytes))?.mime ?? null;
    case 'image/gif':
      return bytes.at(-1) === 0x3b ? 'image/gif' : null; // the GIF trailer: a truncated file is refused
    case 'application/pdf':
      return bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF') ? 'application/pdf' : null;
    default:
      return null;
  }
}

/** A file name safe to store and to put in a header: no path, no control or quote characters, an honest extension. */
export function cleanFilename(given: string | undefined, mime: AttachmentMime): string {
  return `${safeStem(given)}.${EXT[mime]}`;
}

function safeStem(given: string | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._()-]+/gu, '-').replace(/\s+/g, ' ').trim().slice(0, 100);
  return stem || 'attachment';
}

export async function readSupportForm(req: FastifyRequest): Promise<SupportForm> {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
  }
  const { fields, uploads, errors } = await readMultipart(req, [ATTACHMENT_FIELD], {
    files: SUPPORT_ATTACHMENTS_MAX, fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, fields: 10,
  });
  const form: SupportForm = { fields, attachments: [], errors };
  for (const file of uploads) {
    const mime = await sniffAttachment(file.bytes);
    if (!mime) throw unsupportedAttachment(safeStem(file.filename));
    const filename = cleanFilename(file.filename, mime);
    let bytes = file.bytes;
    if (mime !== 'application/pdf') {
      // Decoded and written again: no decompression bombs, no EXIF or GPS (docs/decisions.md Images).
      try {
        bytes = await cleanAttachmentImage(bytes, mime);
      } catch (err) {
        if (!(err instanceof ImageRefused)) throw err;
        (form.errors[ATTACHMENT_FIELD] ??= []).push(`${filename}: ${err.message}`);
        continue;
      }
    }
    form.attachments.push({ filename, mime, bytes });
  }
  return form;
}
