// Résumés are PDFs by content (docs/decisions.md "Limits"): applying and the job seeker's profile check them alike.
import { fileTypeFromBuffer } from 'file-type';

/** A PDF by content (the name and the declared type are never trusted), complete up to its end marker. */
export async function isPdf(bytes: Buffer): Promise<boolean> {
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf') return false;
  return bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF');
}
