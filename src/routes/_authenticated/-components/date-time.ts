import { formatTime } from '@/domain/calendar-format';
import { formatDateWithBs } from '@/domain/format';

/** "14 Apr 2025 (1 Baisakh 2082 BS), 10:00" in Kathmandu time, in the reader's language and digits. */
export const formatDateTime = (iso: string) => `${formatDateWithBs(new Date(iso))}, ${formatTime(new Date(iso))}`;
