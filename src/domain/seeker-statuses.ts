// What a job seeker is told about an application (docs/seekers.md "Statuses"): the employer's pipeline in the
// seeker's words, and only the moves themselves, never who made them or why.
import type { ApplicationStatus } from './application-statuses';

export const SEEKER_STATUSES = ['applied', 'in_review', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'] as const;
export type SeekerStatus = (typeof SEEKER_STATUSES)[number];

const SEEKER_STATUS: Record<ApplicationStatus, SeekerStatus> = {
  applied: 'applied',
  shortlisted: 'in_review',
  interview: 'interview',
  offered: 'offered',
  hired: 'hired',
  rejected: 'not_selected',
  withdrawn: 'withdrawn',
};

export function seekerStatusOf(status: ApplicationStatus): SeekerStatus {
  return SEEKER_STATUS[status];
}

export interface StatusStep {
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  at: Date;
}

/**
 * The application's history as the seeker sees it, oldest first. A hire the employer undid within its undo window
 * (docs/decisions.md "Application") was a slip of the employer's hand: neither the hire nor its undo is shown.
 */
export function seekerTimeline(steps: readonly StatusStep[]): { status: SeekerStatus; at: Date }[] {
  const shown: { status: SeekerStatus; at: Date }[] = [];
  for (const step of steps) {
    if (step.fromStatus === 'hired' && step.toStatus === 'offered' && shown.at(-1)?.status === 'hired') {
      shown.pop();
      continue;
    }
    shown.push({ status: seekerStatusOf(step.toStatus), at: step.at });
  }
  return shown;
}
