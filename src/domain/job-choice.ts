// How a job is named in a list of choices (ranking candidates for a job, the swipe deck's job): by its title, and
// when the employer has more than one job of that title, with what tells them apart.
import { formatBsDate } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import type { JobStatus } from '@/domain/job-fields';
import { districtName } from '@/domain/nepal-locations';

export interface JobChoice {
  id: string;
  title: string;
  status: JobStatus;
  district: string | null;
  created_at: string;
  published_at: string | null;
}

/** The details that may tell two jobs of one title apart, in the order they are tried. */
const DETAILS: ReadonlyArray<(job: JobChoice) => string> = [
  (job) => (job.district ? districtName(job.district) : t('jobChoice.noDistrict')),
  (job) => t(`jobs.statusLabels.${job.status}`),
  (job) => (job.published_at
    ? t('jobChoice.posted', { date: formatBsDate(new Date(job.published_at)) })
    : t('jobChoice.created', { date: formatBsDate(new Date(job.created_at)) })),
];

const key = (title: string) => title.trim().toLocaleLowerCase();

/**
 * A label for each job (by id): the title alone when no other job has it; otherwise the title with each detail that
 * differs between the jobs of that title (district, status, the posted date in Bikram Sambat), and the start of the
 * job's id when even those are the same.
 */
export function jobChoiceLabels(jobs: readonly JobChoice[]): Map<string, string> {
  const groups = new Map<string, JobChoice[]>();
  for (const job of jobs) groups.set(key(job.title), [...(groups.get(key(job.title)) ?? []), job]);
  const labels = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length === 1) {
      labels.set(group[0]!.id, group[0]!.title);
      continue;
    }
    const telling = DETAILS.filter((detail) => new Set(group.map(detail)).size > 1);
    const detailsOf = (job: JobChoice) => telling.map((detail) => detail(job));
    const shown = group.map((job) => detailsOf(job).join(', '));
    const stillSame = new Set(shown).size < group.length;
    group.forEach((job, i) => {
      const details = [shown[i], stillSame ? t('jobChoice.ref', { ref: job.id.slice(0, 6) }) : ''].filter(Boolean).join(', ');
      labels.set(job.id, t('jobChoice.label', { title: job.title, details }));
    });
  }
  return labels;
}

/**
 * For a chosen job whose label carries details (another job has its title): the whole label, to show under a select
 * box too narrow for it; otherwise undefined.
 */
export function chosenJobNote(jobs: readonly JobChoice[], labels: Map<string, string>, chosen: string | undefined): string | undefined {
  const job = chosen ? jobs.find((j) => j.id === chosen) : undefined;
  const label = job && labels.get(job.id);
  return label && label !== job.title ? t('jobChoice.chosen', { label }) : undefined;
}
