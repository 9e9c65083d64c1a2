import { toast } from 'sonner';
import { ERROR_TOAST_DURATION_MS } from '@/domain/constants';
import { fieldMessages } from '@/domain/error-body';
import { t } from '@/domain/i18n/i18n';
import { isJobLimitMessage } from '@/domain/plans';

/**
 * The plan's active-job or featured-job limit, when that is why the server refused: a `non_field_errors` message
 * from src/domain/plans.ts LIMIT_MESSAGES (docs/decisions.md "Plans and billing"); null when it is not.
 */
export function jobLimitMessage(body: unknown): string | null {
  return fieldMessages(body, 'non_field_errors').find(isJobLimitMessage) ?? null;
}

/** The limit's own words, alone, with the way to a bigger plan. */
export function toastJobLimit(message: string, upgrade: () => void): void {
  toast.error(message, { duration: ERROR_TOAST_DURATION_MS, action: { label: t('jobs.upgradePlan'), onClick: upgrade } });
}
