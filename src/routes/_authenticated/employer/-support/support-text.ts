import { SUPPORT_ATTACHMENTS_MAX, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@/domain/constants';
import type { SupportCategory, SupportStatus } from './support-queries';

const MB = SUPPORT_ATTACHMENT_MAX_BYTES / 1_048_576;

/** The support page's user-visible strings (a Nepali catalogue can replace these values). */
export const SUPPORT_TEXT = {
  title: 'Support',
  lead: 'Ask us anything about your account, jobs, applications or billing. We answer every ticket, 24/7.',

  contactHeading: 'Contact us',
  contactEmail: 'E-mail',
  contactForm: 'Contact form',
  contactFormText: 'Not signed in, or writing for someone else? Use the public contact form.',

  newTicket: 'New Ticket',
  newTicketHeading: 'Open a support ticket',
  cancel: 'Cancel',
  subject: 'Subject',
  category: 'Category',
  chooseCategory: 'Choose a category',
  message: 'Message',
  attachments: 'Attachments',
  attachmentsHint: `Up to ${SUPPORT_ATTACHMENTS_MAX} images (PNG, JPEG, WebP, GIF) or PDF files, at most ${MB} MB each.`,
  submit: 'Send Ticket',
  submitting: 'Sending…',
  created: (n: number) => `Ticket #${n} sent. We will reply by e-mail and here.`,

  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject must be at most ${SUPPORT_SUBJECT_MAX} characters`,
  categoryRequired: 'Please choose a category',
  messageRequired: 'Please write your message',
  messageTooLong: `The message must be at most ${SUPPORT_MESSAGE_MAX} characters`,
  tooManyFiles: `Attach at most ${SUPPORT_ATTACHMENTS_MAX} files`,
  fileTooLarge: (name: string) => `${name} is larger than ${MB} MB`,
  fileWrongType: (name: string) => `${name} is not an image or a PDF file`,

  listHeading: 'Your tickets',
  loading: 'Loading your tickets…',
  empty: 'No tickets yet. Open one and we will get back to you.',
  emptyFiltered: 'No tickets with this status.',
  statusFilter: 'Show',
  allStatuses: 'All tickets',
  ticketNumber: (n: number) => `#${n}`,
  updated: 'Updated',
  messages: (n: number) => (n === 1 ? '1 message' : `${n} messages`),
  awaitingYou: 'Support replied',

  pagination: 'Ticket pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,

  back: 'Back to tickets',
  loadingTicket: 'Loading the ticket…',
  you: 'You',
  download: (name: string) => `Download ${name}`,
  reply: 'Your reply',
  sendReply: 'Send Reply',
  sendingReply: 'Sending…',
  replied: 'Reply sent.',
  reopenHint: 'This ticket is closed. Writing a reply opens it again.',
  close: 'Close Ticket',
  closing: 'Closing…',
  closed: 'Ticket closed.',
} as const;

export const CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account and sign-in',
  jobs: 'Jobs and postings',
  applications: 'Applications and candidates',
  billing: 'Plans, payments and invoices',
  technical: 'Something is not working',
  other: 'Something else',
};

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

const size = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "240 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${size.format(bytes / 1024)} KB`;
  return `${size.format(bytes / 1_048_576)} MB`;
}
