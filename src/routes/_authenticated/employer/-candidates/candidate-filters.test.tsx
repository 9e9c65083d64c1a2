import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CandidateFilters } from './candidate-filters';

const JOB = '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11';
const job = (id: string, title: string, district: string | null, publishedAt: string | null) => ({
  id, title, status: publishedAt ? 'published' as const : 'draft' as const, district, created_at: '2025-04-01T04:00:00.000Z', published_at: publishedAt,
});
const jobs = [job(JOB, 'Staff Nurse', 'Kaski', '2025-04-14T04:00:00.000Z')];

afterEach(cleanup);

describe('candidate filters', () => {
  it('offers the districts of the chosen province only, and writes each choice to the URL at once', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<CandidateFilters search={{ page: 4 }} jobs={jobs} onSearch={onSearch} />);
    const district = screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement;
    expect(district.disabled).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Karnali');

    expect(onSearch).toHaveBeenLastCalledWith({ province: 'Karnali' });
    const names = [...district.options].map((o) => o.text);
    expect(names).toContain('Jumla');
    expect(names).not.toContain('Lalitpur');
    await user.selectOptions(district, 'Jumla');
    expect(onSearch).toHaveBeenLastCalledWith({ province: 'Karnali', district: 'Jumla' });
  });

  it('applies typed text and years on submit, tidied', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<CandidateFilters search={{}} jobs={jobs} onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' nurse ');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Patient care,, IV therapy ');
    await user.type(screen.getByRole('spinbutton', { name: 'Experience from (years)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(onSearch).toHaveBeenCalledWith({ q: 'nurse', skills: 'Patient care, IV therapy', experience_min: 2 });
  });

  it('ranks for a job with best match first, an order offered only with a job', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<CandidateFilters search={{}} jobs={jobs} onSearch={onSearch} />);
    const sort = () => [...(screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).options].map((o) => o.text);
    expect(sort()).not.toContain('Best match');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank for job' }), 'Staff Nurse');

    expect(onSearch).toHaveBeenLastCalledWith({ job: JOB });
    expect(sort()[0]).toBe('Best match');
    expect(sort().filter((o) => o === 'Best match')).toHaveLength(1);
  });
});

describe('ranking for one of two jobs of the same title', () => {
  it('tells them apart by what differs: district, status, the date posted (BS)', async () => {
    const OTHER = '1f0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b22';
    const onSearch = vi.fn();
    render(<CandidateFilters search={{}} jobs={[
      ...jobs, job(OTHER, 'Staff Nurse', 'Kathmandu', '2025-05-01T04:00:00.000Z'), job('2f0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b33', 'Accountant', null, null),
    ]} onSearch={onSearch} />);
    const select = screen.getByRole('combobox', { name: 'Rank for job' }) as HTMLSelectElement;

    expect([...select.options].map((o) => o.text).slice(1)).toEqual([
      'Staff Nurse (Kaski, posted 1 Baisakh 2082)', 'Staff Nurse (Kathmandu, posted 18 Baisakh 2082)', 'Accountant',
    ]);
    await userEvent.setup().selectOptions(select, 'Staff Nurse (Kathmandu, posted 18 Baisakh 2082)');
    expect(onSearch).toHaveBeenLastCalledWith({ job: OTHER });
    // The box is too narrow for the details on a phone: the whole choice is written under it.
    expect(screen.getByText('Chosen: Staff Nurse (Kathmandu, posted 18 Baisakh 2082)')).toBeTruthy();
  });
});

describe('candidate filters following the URL', () => {
  it('show filters that arrive from outside (back button) without losing focus', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CandidateFilters search={{}} jobs={jobs} onSearch={vi.fn()} />);
    const province = screen.getByRole('combobox', { name: 'Province' });
    await user.click(province);

    rerender(<CandidateFilters search={{ q: 'driver', province: 'Lumbini' }} jobs={jobs} onSearch={vi.fn()} />);

    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('driver');
    expect((province as HTMLSelectElement).value).toBe('Lumbini');
    expect(document.activeElement).toBe(province);
  });

  it('on a phone folds every filter but the search under one button that says how many are set', async () => {
    const user = userEvent.setup();
    render(<CandidateFilters search={{ q: 'nurse', province: 'Karnali', education: 'Bachelor', page: 2 }} jobs={jobs} onSearch={vi.fn()} />);
    const form = screen.getByRole('search');
    const toggle = screen.getByRole('button', { name: 'More filters (2 set)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    // styles.css hides the folded fields below 40rem; jsdom has no layout, so the class is what there is to check.
    expect(form.classList.contains('collapsible-filters--collapsed')).toBe(true);

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Fewer filters' }).getAttribute('aria-expanded')).toBe('true');
    expect(form.classList.contains('collapsible-filters--collapsed')).toBe(false);
  });
});
