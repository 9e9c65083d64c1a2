import { LOCKOUT_DEFAULT_MINUTES } from '@/domain/constants';

/** Minutes from a lockout message such as "… Please try again in 3 minutes." (docs/requirements.md §8), default 2. */
export function parseLockoutMinutes(message: string | null | undefined): number {
  const match = /try again in (\d+) minutes?/i.exec(message ?? '');
  const minutes = match ? Number(match[1]) : NaN;
  return Number.isInteger(minutes) && minutes > 0 ? minutes : LOCKOUT_DEFAULT_MINUTES;
}
