import { t } from '@/domain/i18n/i18n';

/** One decimal at most, without a trailing ".0": 3.4, 240. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** "240 KB", "3.4 MB"; in Nepali "२४० केबी", "३.४ एमबी" (the catalogue writes the units and the reader's digits). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return t('support.size.bytes', { n: bytes });
  if (bytes < 1_048_576) return t('support.size.kilobytes', { n: oneDecimal(bytes / 1024) });
  return t('support.size.megabytes', { n: oneDecimal(bytes / 1_048_576) });
}
