import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from '@/components/pagination';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';

afterEach(cleanup);

describe('Pagination', () => {
  it('shows nothing when the list fits one page', () => {
    const { container } = render(<Pagination page={1} count={PAGE_SIZE_DEFAULT} label="publicJobs.jobPages" onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('names the navigation, says where we are and moves one page either way', () => {
    const onPage = vi.fn();
    render(<Pagination page={2} count={25} pageSize={10} label="support.pagination" onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Ticket pages' }).textContent).toContain('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} count={25} pageSize={10} label="candidates.pagination" onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    rerender(<Pagination page={3} count={25} pageSize={10} label="candidates.pagination" onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('uses the buttons of the page it sits on', () => {
    render(<Pagination page={1} count={25} pageSize={10} label="publicJobs.jobPages" buttons="secondary" onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' }).className).toBe('btn btn--secondary');
  });
});
