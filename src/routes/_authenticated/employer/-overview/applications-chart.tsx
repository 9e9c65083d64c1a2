import { useId } from 'react';
import { formatBsDayMonth, formatDayMonth } from '@/domain/calendar-format';
import { formatDateWithBs, formatNumber } from '@/domain/format';
import { kathmanduDate } from '@/routes/-jobs/job-display';
import { t } from '@/domain/i18n/i18n';

const WIDTH = 300;
const HEIGHT = 100;
const GAP = 2;

export interface DayCount {
  date: string;
  count: number;
}

/** Applications per day as small bars, described for screen readers, with the same figures as a table. */
export function ApplicationsChart({ days }: { days: DayCount[] }) {
  const titleId = useId();
  const descId = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(1, ...days.map((d) => d.count));
  const busiest = days.reduce<DayCount | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  const bar = days.length ? WIDTH / days.length : WIDTH;
  const label = (d: DayCount) => formatDateWithBs(kathmanduDate(d.date));
  // Three dates under the bars (first, middle, last), written in page text so they stay legible on a phone.
  const ticks = days.length > 2 ? [days[0]!, days[Math.floor(days.length / 2)]!, days.at(-1)!] : days;
  const summary = busiest && busiest.count > 0
    ? t('overview.chartSummary', { total, days: days.length, busiest: label(busiest), count: busiest.count })
    : t('overview.chartEmpty', { days: days.length });

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{t('overview.chartTitle', { days: days.length })}</title>
        <desc id={descId}>{summary}</desc>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="chart__axis" />
        {days.map((d, i) => {
          const h = (d.count / max) * (HEIGHT - 4);
          return (
            <rect key={d.date} x={i * bar + GAP / 2} y={HEIGHT - h} width={Math.max(1, bar - GAP)} height={h} className="chart__bar">
              <title>{`${label(d)}: ${formatNumber(d.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      {ticks.length ? (
        <div className="chart__ticks" aria-hidden="true">
          {ticks.map((d) => (
            <span key={d.date} className="chart__tick">
              {formatDayMonth(d.date)}
              <span className="chart__tick-bs">{formatBsDayMonth(d.date)}</span>
            </span>
          ))}
        </div>
      ) : null}
      <figcaption className="muted">{summary}</figcaption>
      <details>
        <summary>{t('overview.showTable')}</summary>
        <table className="table">
          <caption className="visually-hidden">{t('overview.tableCaption')}</caption>
          <thead><tr><th scope="col">{t('overview.date')}</th><th scope="col">{t('overview.count')}</th></tr></thead>
          <tbody>
            {days.map((d) => <tr key={d.date}><td>{label(d)}</td><td>{formatNumber(d.count)}</td></tr>)}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
