// Replays every application's status history against the application-status machine (docs/teams.md "Replaying
// status histories"): `npm run check:status-history` and the suite run this same check.
import { getInitialSnapshot } from 'xstate';
import {
  applicationStatusMachine, isHireUndoable, requestStatusChange, statusOf, type ApplicationStatus,
} from '../../src/machines/application-status.machine';
import type { StatusEventRow } from '../repositories/status-histories';

/** A step of a history the machine would not allow. */
export interface DisallowedStep {
  applicationId: string;
  /** 1 for the first entry of the history. */
  step: number;
  from: string | null;
  to: string;
  why: string;
}

const INITIAL = statusOf(getInitialSnapshot(applicationStatusMachine));

interface Replay { applicationId: string; step: number; status: ApplicationStatus | null; hiredAt: Date | null; broken: boolean }

/**
 * The steps the machine refuses, given every history entry in order (application, then seq). An application's
 * replay stops at its first refused step: what follows starts from a state the machine never reached.
 */
export async function disallowedSteps(rows: AsyncIterable<StatusEventRow> | Iterable<StatusEventRow>): Promise<{ applications: number; steps: number; disallowed: DisallowedStep[] }> {
  const disallowed: DisallowedStep[] = [];
  let r: Replay | undefined;
  let applications = 0;
  let steps = 0;
  for await (const row of rows) {
    steps++;
    if (r?.applicationId !== row.applicationId) {
      r = { applicationId: row.applicationId, step: 0, status: null, hiredAt: null, broken: false };
      applications++;
    }
    r.step++;
    if (r.broken) continue;
    const refuse = (why: string) => {
      disallowed.push({ applicationId: row.applicationId, step: r!.step, from: row.fromStatus, to: row.toStatus, why });
      r!.broken = true;
    };
    if (r.status === null) {
      // The history starts where the machine does, from nothing.
      if (row.fromStatus !== null || row.toStatus !== INITIAL) refuse(`a history starts from nothing at ${INITIAL}`);
      else r.status = INITIAL;
      continue;
    }
    if (row.fromStatus !== r.status) {
      refuse(`the entry starts from ${row.fromStatus ?? 'nothing'} but the application was ${r.status}`);
      continue;
    }
    if (row.actor !== 'employer' && row.actor !== 'job_seeker') {
      refuse(`unknown actor ${row.actor}`);
      continue;
    }
    const change = requestStatusChange(r.status, row.toStatus, {
      by: row.actor, reason: row.reason ?? undefined,
      hireUndoable: r.hiredAt !== null && isHireUndoable(r.hiredAt, row.at),
    });
    if (!change.ok) {
      refuse(change.message);
      continue;
    }
    r.status = change.to;
    r.hiredAt = change.to === 'hired' ? row.at : null;
  }
  return { applications, steps, disallowed };
}

/** The report the script prints: one line per refused step. */
export function statusHistoryReport(result: Awaited<ReturnType<typeof disallowedSteps>>): string {
  const head = `${result.applications} application histories, ${result.steps} steps replayed: `
    + (result.disallowed.length ? `${result.disallowed.length} not allowed by the status machine.` : 'all allowed.');
  return [head, ...result.disallowed.map((d) =>
    `application ${d.applicationId}, step ${d.step}: ${d.from ?? '(none)'} → ${d.to} (${d.why})`)].join('\n');
}
