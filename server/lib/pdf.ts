// Résumés are PDFs by content (docs/decisions.md "Limits"): applying and the job seeker's profile check them alike.
import { fileTypeFromBuffer } from 'file-type';
import { APPLY_RESUME_MAX_BYTES } from '../../src/domain/constants';
import { t } from './i18n';

/** A PDF by content (the name and the declared type are never trusted), complete up to its end marker. */
export async function isPdf(bytes: Buffer): Promise<boolean> {
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf') return false;
  return bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF');
}

/** The résumé's messages, as applying and the profile both answer them (read when used, in the request's language). */
export const RESUME_MESSAGES = {
  get required() { return t('api.apply.resumeRequired'); },
  get tooLarge() { return t('api.apply.resumeTooLarge', { mb: String(APPLY_RESUME_MAX_BYTES / 1_048_576) }); },
  get notPdf() { return t('api.apply.resumePdf'); },
} as const;

/** What is wrong with a résumé (missing, too large, not a PDF), or nothing. */
export async function resumeProblem(bytes: Buffer | undefined): Promise<string | undefined> {
  if (!bytes) return RESUME_MESSAGES.required;
  if (bytes.length > APPLY_RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  if (!(await isPdf(bytes))) return RESUME_MESSAGES.notPdf;
  return undefined;
}
