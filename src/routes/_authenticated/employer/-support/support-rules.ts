import {
  SUPPORT_ATTACHMENTS_MAX, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX,
} from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';

/** What the browser says a file is; the server checks the content itself. */
const ACCEPTED = /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/;
const ATTACHMENT_MAX_MB = SUPPORT_ATTACHMENT_MAX_BYTES / 1_048_576;
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,.pdf,.png,.jpg,.jpeg,.webp,.gif';

export const attachmentsHint = () => t('support.attachmentsHint', { max: SUPPORT_ATTACHMENTS_MAX, mb: ATTACHMENT_MAX_MB });

export function attachmentError(files: readonly File[]): string | undefined {
  if (files.length > SUPPORT_ATTACHMENTS_MAX) return t('support.tooManyFiles', { max: SUPPORT_ATTACHMENTS_MAX });
  const big = files.find((f) => f.size > SUPPORT_ATTACHMENT_MAX_BYTES);
  if (big) return t('support.fileTooLarge', { name: big.name, mb: ATTACHMENT_MAX_MB });
  const wrong = files.find((f) => !ACCEPTED.test(f.type) && !(f.type === '' && /\.(pdf|png|jpe?g|webp|gif)$/i.test(f.name)));
  return wrong ? t('support.fileWrongType', { name: wrong.name }) : undefined;
}

export function messageError(message: string): string | undefined {
  if (!message.trim()) return t('support.messageRequired');
  return message.trim().length > SUPPORT_MESSAGE_MAX ? t('support.messageTooLong', { max: SUPPORT_MESSAGE_MAX }) : undefined;
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
    subject: !subject ? t('support.subjectRequired') : subject.length > SUPPORT_SUBJECT_MAX ? t('support.subjectTooLong', { max: SUPPORT_SUBJECT_MAX }) : undefined,
    category: (SUPPORT_CATEGORIES as readonly string[]).includes(d.category) ? undefined : t('support.categoryRequired'),
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
