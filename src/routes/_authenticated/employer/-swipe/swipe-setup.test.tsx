import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeSetup } from './swipe-setup';

afterEach(cleanup);

const job = (id: string, district: string, status: 'published' | 'draft') => ({
  id, title: 'Driver', status, district, created_at: '2025-04-01T04:00:00.000Z',
  published_at: status === 'published' ? '2025-04-14T04:00:00.000Z' : null,
});

describe('choosing the job of the swipe deck', () => {
  it('tells two jobs of the same title apart', async () => {
    const onSearch = vi.fn();
    const A = '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11';
    const B = '1f0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b22';
    render(<SwipeSetup search={{}} jobs={[job(A, 'Rupandehi', 'published'), job(B, 'Chitwan', 'draft')]} onSearch={onSearch} />);
    const select = screen.getByRole('combobox', { name: /Job/ }) as HTMLSelectElement;

    expect([...select.options].map((o) => o.text).slice(1)).toEqual([
      'Driver (Rupandehi, Published, posted 1 Baisakh 2082)', 'Driver (Chitwan, Draft, created 19 Chaitra 2081)',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, 'Driver (Chitwan, Draft, created 19 Chaitra 2081)');
    expect(screen.getByText('Chosen: Driver (Chitwan, Draft, created 19 Chaitra 2081)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show Cards' }));
    expect(onSearch).toHaveBeenLastCalledWith({ mode: 'applicants', job: B });
  });
});
