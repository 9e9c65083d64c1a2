// /employer/support in the URL: the open ticket, the page and status of the list, the new-ticket form.
import type { SupportStatus } from './support-queries';

export interface SupportSearch {
  ticket?: string;
  page?: number;
  status?: SupportStatus;
  new?: boolean;
}

export const SUPPORT_STATUSES: SupportStatus[] = ['open', 'answered', 'closed'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateSupportSearch(search: Record<string, unknown>): SupportSearch {
  const page = Number(search.page);
  return {
    ...(typeof search.ticket === 'string' && UUID.test(search.ticket) && { ticket: search.ticket }),
    ...(Number.isInteger(page) && page > 1 && { page }),
    ...(SUPPORT_STATUSES.includes(search.status as SupportStatus) && { status: search.status as SupportStatus }),
    ...((search.new === true || search.new === 'true') && { new: true }),
  };
}
