import { formatDateTime } from '../../-components/date-time';

/** When a message was written, in Nepal time, AD with BS beside it (e.g. "14 Apr 2025 (1 Baisakh 2082 BS), 10:00"). */
export function formatMessageTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatDateTime(iso);
}
