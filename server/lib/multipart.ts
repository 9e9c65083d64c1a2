// Reads a multipart form into text fields and in-memory files, refusing what the form may not carry.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from './api-error';
import { ApiError, fieldErrors } from './api-error';
import { hostileTextProblem, safeName } from './hostile-text';
import { encodeImage, IMAGE_MESSAGES, ImageRefused, type EncodedImage } from './images';
import { t } from './i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * SHA-256 of the multipart form as read in full: every part in order (name, kind, file name or text, file
     * bytes), the same whatever boundary the client chose. Undefined until a form has been read to its end.
     */
    formDigest?: string | undefined;
  }
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The last file of each file field (forms that take one file per field). */
  files: Record<string, Buffer>;
  /** Every non-empty file in the order sent, with the name the client gave it. */
  uploads: { field: string; filename: string; bytes: Buffer }[];
  errors: FieldErrors;
}

/** @fastify/multipart's limits (files, fileSize, fields…); a file over `fileSize` answers 413. */
export type MultipartLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

export const FILE_MESSAGES = {
  get notAFile() { return t('api.upload.notAFile'); },
  get empty() { return t('api.upload.empty'); },
  get missing() { return t('api.upload.missing'); },
  get notAnImage() { return IMAGE_MESSAGES.notAnImage; },
} as const;

export async function readMultipart(req: FastifyRequest, fileFields: readonly string[], limits?: MultipartLimits): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {}, uploads: [], errors: {} };
  // Text no field may hold (docs/decisions.md "Hostile input"): the whole form is read, then refused.
  const hostile: FieldErrors = {};
  const digest = createHash('sha256');
  try {
    for await (const part of req.parts(limits && { limits })) {
      digest.update(JSON.stringify([part.type, part.fieldname, part.type === 'file' ? part.filename : String(part.value)]));
      const problem = hostileTextProblem(part.fieldname)
        ?? (part.type === 'file' ? hostileTextProblem(part.filename) : hostileTextProblem(String(part.value)));
      if (problem) {
        if (part.type === 'file') await digestFile(part.file, digest);
        Object.defineProperty(hostile, safeName(part.fieldname), { value: [problem], enumerable: true, writable: true, configurable: true });
        continue;
      }
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          await digestFile(part.file, digest);
          form.errors[part.fieldname] = [t('api.field.unknown')];
          continue;
        }
        const buf = await part.toBuffer();
        digest.update(`${buf.length}:`).update(createHash('sha256').update(buf).digest());
        if (buf.length === 0) {
          form.errors[part.fieldname] = [FILE_MESSAGES.empty];
        } else {
          form.files[part.fieldname] = buf;
          form.uploads.push({ field: part.fieldname, filename: part.filename, bytes: buf });
        }
      } else if (fileFields.includes(part.fieldname)) {
        form.errors[part.fieldname] = [FILE_MESSAGES.notAFile];
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof ApiError || status === 413) throw err;
    throw new ApiError(400, { detail: t('api.multipartParse', { error: (err as Error).message }) });
  }
  req.formDigest = digest.digest('hex');
  if (Object.keys(hostile).length) throw fieldErrors(hostile);
  return form;
}

/** Reads a file part the form drops to its end, into the form's digest as a kept file goes in (length, SHA-256). */
async function digestFile(file: AsyncIterable<Buffer>, digest: ReturnType<typeof createHash>) {
  let length = 0;
  const own = createHash('sha256');
  for await (const chunk of file) {
    length += chunk.length;
    own.update(chunk);
  }
  digest.update(`${length}:`).update(own.digest());
}

/**
 * The form's image in `field`, decoded and re-encoded in every size (docs/decisions.md Images); else an error on
 * that field: not a PNG, JPEG or WebP by content, undecodable, or a decompression bomb.
 */
export async function imageFrom(form: MultipartForm, field: string, required: boolean): Promise<EncodedImage | undefined> {
  const bytes = form.files[field];
  if (!bytes) {
    if (required && !form.errors[field]) form.errors[field] = [FILE_MESSAGES.missing];
    return undefined;
  }
  try {
    return await encodeImage(bytes);
  } catch (err) {
    if (!(err instanceof ImageRefused)) throw err;
    form.errors[field] = [err.message];
    return undefined;
  }
}
