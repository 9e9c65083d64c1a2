// The statuses of an application (docs/decisions.md "Application"). Their rules live in
// machines/application-status.machine.ts; the list is here so that URL validators can use it without the machine.

export const APPLICATION_STATUSES = [
  'applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
