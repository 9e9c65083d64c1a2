// The overview's figures (docs/decisions.md "Dashboard stats"), recent applications and upcoming deadlines.
import type { FastifyInstance } from 'fastify';
import { OVERVIEW_CHART_DAYS, OVERVIEW_NEW_DAYS } from '../../src/domain/constants';
import { kathmanduToday } from '../../src/domain/job-rules';
import { applicationView } from '../services/applications';

const DAY_MS = 86_400_000;

/** The `days` Kathmandu dates up to today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.parse(`${kathmanduToday(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export default async function dashboardRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;
  const { companyOf } = app.workspace;

  app.get('/api/dashboard/stats/', async (req) => {
    const company = await companyOf(req);
    const now = clock.now();
    const today = kathmanduToday(now);
    const days = lastDays(now, OVERVIEW_CHART_DAYS);
    const newSince = new Date(now.getTime() - OVERVIEW_NEW_DAYS * DAY_MS);
    // The first chart day starts at Kathmandu midnight (UTC+05:45).
    const chartSince = new Date(Date.parse(`${days[0]}T00:00:00+05:45`));
    const { figures, jobFigures, perDay, deadlines, recent, interviews } = await repos.dashboard.stats(company, { newSince, chartSince, today, now });

    return {
      active_jobs: jobFigures.active,
      total_applications: figures.total,
      new_applications: figures.recent,
      shortlisted: figures.shortlisted,
      upcoming_interviews: interviews,
      hires: figures.hires,
      job_views: Number(jobFigures.views),
      applications_per_day: days.map((date) => ({ date, count: perDay[date] ?? 0 })),
      recent_applications: recent.map((r) => applicationView(config, r)),
      upcoming_deadlines: deadlines,
    };
  });
}
