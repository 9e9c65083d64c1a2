import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CandidateFilters } from './candidate-filters';

const JOB = '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11';
const jobs = [{ id: JOB, title: 'Staff Nurse', status: 'published' as const }];

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
});
