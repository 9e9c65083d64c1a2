const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', dateStyle: 'medium', timeStyle: 'short' });

/** When a message was written, in Nepal time (e.g. "14 Apr 2025, 10:00"). */
export function formatMessageTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : format.format(time);
}
