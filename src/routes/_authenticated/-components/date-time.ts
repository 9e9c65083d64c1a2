import { formatDateWithBs } from '@/domain/format';

const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: '2-digit', minute: '2-digit', hour12: false });

/** "14 Apr 2025 (1 Baisakh 2082 BS), 10:00" in Kathmandu time. */
export const formatDateTime = (iso: string) => `${formatDateWithBs(new Date(iso))}, ${time.format(new Date(iso))}`;
