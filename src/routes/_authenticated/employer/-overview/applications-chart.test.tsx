import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ApplicationsChart } from './applications-chart';

afterEach(cleanup);

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  count: i === 13 ? 7 : i % 5 === 0 ? 1 : 0,
}));

describe('ApplicationsChart', () => {
  it('describes the chart in words for screen readers', () => {
    render(<ApplicationsChart days={days} />);

    const chart = screen.getByRole('img');

    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getAllByText('13 applications in 30 days; the busiest day was 14 Nov 2026 (28 Kartik 2083 BS) with 7.')).toHaveLength(2);
  });

  it('has one bar per day and the same figures as a table', () => {
    const { container } = render(<ApplicationsChart days={days} />);

    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });

    expect(container.querySelectorAll('rect')).toHaveLength(30);
    expect(rows).toHaveLength(31);
    expect(rows[14]!.textContent).toBe('14 Nov 2026 (28 Kartik 2083 BS)7');
  });

  it('writes three dates under the bars as page text, AD with BS, not as SVG text that shrinks with the chart', () => {
    const { container } = render(<ApplicationsChart days={days} />);

    expect(container.querySelectorAll('svg text')).toHaveLength(0);
    const ticks = [...container.querySelectorAll('.chart__tick')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['1 Nov15 Kartik', '16 Nov30 Kartik', '30 Nov14 Mangsir']);
  });

  it('says so when there were no applications', () => {
    render(<ApplicationsChart days={days.map((d) => ({ ...d, count: 0 }))} />);

    expect(screen.getAllByText('No applications in the last 30 days.')).toHaveLength(2);
  });
});
