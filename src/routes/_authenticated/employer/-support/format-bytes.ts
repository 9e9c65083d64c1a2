import { localDigits } from '@/domain/i18n/locale';

/** One decimal at most, without a trailing ".0": 3.4, 240. */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** "240 KB", "3.4 MB", in the reader's digits ("३.४ MB" in Nepali); the units are written as they are. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return localDigits(`${bytes} B`);
  if (bytes < 1_048_576) return localDigits(`${oneDecimal(bytes / 1024)} KB`);
  return localDigits(`${oneDecimal(bytes / 1_048_576)} MB`);
}
