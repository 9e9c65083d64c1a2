import {
  SUPPORT_ATTACHMENTS_MAX, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX,
} from '@/domain/constants';
import { SUPPORT_TEXT as T } from './support-text';

/** What the browser says a file is; the server checks the content itself. */
const ACCEPTED = /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/;
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,.pdf,.png,.jpg,.jpeg,.webp,.gif';

export function attachmentError(files: readonly File[]): string | undefined {
  if (files.length > SUPPORT_ATTACHMENTS_MAX) return T.tooManyFiles;
  const big = files.find((f) => f.size > SUPPORT_ATTACHMENT_MAX_BYTES);
  if (big) return T.fileTooLarge(big.name);
  const wrong = files.find((f) => !ACCEPTED.test(f.type) && !(f.type === '' && /\.(pdf|png|jpe?g|webp|gif)$/i.test(f.name)));
  return wrong ? T.fileWrongType(wrong.name) : undefined;
}

export function messageError(message: string): string | undefined {
  if (!message.trim()) return T.messageRequired;
  return message.trim().length > SUPPORT_MESSAGE_MAX ? T.messageTooLong : undefined;
}

export interface TicketDraft {
  subject: string;
  category: string;
  message: string;
  files: File[];
}

export function validateTicket(d: TicketDraft): Partial<Record<'subject' | 'category' | 'message' | 'attachments', string>> {
  const subject = d.subject.trim();
  const errors = {
    subject: !subject ? T.subjectRequired : subject.length > SUPPORT_SUBJECT_MAX ? T.subjectTooLong : undefined,
    category: (SUPPORT_CATEGORIES as readonly string[]).includes(d.category) ? undefined : T.categoryRequired,
    message: messageError(d.message),
    attachments: attachmentError(d.files),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}

/** A multipart body: the text fields, then each file as an `attachments` part. */
export function supportFormData(fields: Record<string, unknown>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') form.append(key, value);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}
