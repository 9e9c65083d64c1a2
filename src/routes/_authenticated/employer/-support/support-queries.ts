import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { saveFile } from '@/components/save-file';

export type SupportTicket = components['schemas']['SupportTicket'];
export type SupportTicketSummary = components['schemas']['SupportTicketSummary'];
export type SupportCategory = components['schemas']['SupportCategory'];
export type SupportStatus = components['schemas']['SupportTicketStatus'];
export type SupportAttachment = components['schemas']['SupportAttachment'];

export const SUPPORT_PAGE_SIZE = 10;

export const supportTicketsQuery = (api: ApiClient, page: number, status: SupportStatus | undefined) => queryOptions({
  queryKey: ['support', 'tickets', { page, status }],
  queryFn: async ({ signal }) => {
    return dataOrThrow(await api.GET('/api/employer/support/tickets/', {
      params: { query: { page, page_size: SUPPORT_PAGE_SIZE, ...(status && { status }) } },
      signal,
    }));
  },
  placeholderData: keepPreviousData,
});

export const supportTicketQuery = (api: ApiClient, id: string) => queryOptions({
  queryKey: ['support', 'ticket', id],
  queryFn: async ({ signal }): Promise<SupportTicket> => {
    return dataOrThrow(await api.GET('/api/employer/support/tickets/{id}/', { params: { path: { id } }, signal }));
  },
});

/** Fetches an attachment with the token (a plain link would carry none) and saves it as a file. */
export async function downloadAttachment(api: ApiClient, file: SupportAttachment): Promise<void> {
  const data = dataOrThrow(await api.GET('/api/employer/support/attachments/{id}/', {
    params: { path: { id: file.id } },
    parseAs: 'blob',
  }));
  saveFile(data as Blob, file.filename);
}

/** A ticket's writes in the workspace outbox (replies, closing); a new ticket is its own until the server has it. */
export const ticketResource = (id: string) => `ticket:${id}`;
export const SUPPORT_INVALIDATE = [['support']] as const;
