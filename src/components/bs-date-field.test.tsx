import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BsDateField } from '@/components/bs-date-field';

/** The field in a form, with what the form would send shown beside it. */
function Harness({ initial = '', min, max, error }: { initial?: string; min?: string; max?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BsDateField id="deadline" label="Application Deadline" value={value} onChange={setValue} min={min} max={max} error={error} required />
      <output data-testid="sent">{value}</output>
      <button type="button" onClick={() => setValue('2025-04-14')}>Reset from outside</button>
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Application Deadline' });
const sent = () => screen.getByTestId('sent').textContent;
const opener = () => screen.getByRole('button', { name: 'Choose Application Deadline from the BS calendar' });
const dialog = () => screen.getByRole('dialog', { name: 'Application Deadline: choose a day' });
const focusedDay = () => (document.activeElement as HTMLElement).dataset.date;
const monthHeading = () => within(dialog()).getByRole('heading').textContent;
const errorText = () => document.getElementById('deadline-error')?.textContent;

beforeEach(() => {
  // "Today" in Kathmandu is Thursday 29 May 2025, 15 Jestha 2082 BS.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-05-29T06:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BsDateField: typing', () => {
  it('reads a typed BS date, shows BS and AD side by side and sends the AD date', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.type(box(), '2082-02-15');

    expect(sent()).toBe('2025-05-29');
    expect(screen.getByText('15 Jestha 2082 BS = Thu 29 May 2025 AD')).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toContain('deadline-bs-ad');
  });

  it('shows an AD value it is given as its BS date, and follows a value changed from outside', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-06-14" />);
    expect(box().value).toBe('2081-02-32');

    await user.click(screen.getByRole('button', { name: 'Reset from outside' }));

    expect(box().value).toBe('2082-01-01');
  });

  it('says what is wrong with a date that is not one, once the box is left, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05-29" />);

    await user.clear(box());
    await user.type(box(), '2082-02-32');
    expect(errorText()).toBeUndefined();
    await user.tab();

    expect(sent()).toBe('');
    expect(errorText()).toBe('Jestha 2082 has 31 days');
    expect(box().getAttribute('aria-invalid')).toBe('true');

    await user.clear(box());
    await user.type(box(), '15/15/2082');
    expect(errorText()).toBe('Type the BS date as YYYY-MM-DD, e.g. 2082-02-15');
    await user.clear(box());
    await user.type(box(), '2099-01-01');
    expect(errorText()).toBe('Only BS years 2000 to 2090 can be chosen');
  });

  it('refuses a typed day outside min and max in words naming both calendars, but keeps the form\'s own message otherwise', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness min="2025-05-29" max="2025-06-30" />);

    await user.type(box(), '2082-02-14');
    await user.tab();
    expect(errorText()).toBe('Choose 15 Jestha 2082 BS (Thu 29 May 2025) or later');
    await user.clear(box());
    await user.type(box(), '2082-03-17');
    expect(errorText()).toBe('Choose 16 Asar 2082 BS (Mon 30 Jun 2025) or earlier');
    await user.clear(box());
    rerender(<Harness min="2025-05-29" max="2025-06-30" error="Please choose a deadline" />);
    expect(errorText()).toBe('Please choose a deadline');
  });

  it('takes a phone number pad\'s digits and a month typed by name, and tidies them on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.type(box(), '20820215');
    expect(sent()).toBe('2025-05-29');
    await user.tab();
    expect(box().value).toBe('2082-02-15');

    await user.clear(box());
    await user.type(box(), '1 Baisakh 2082');
    await user.tab();
    expect(sent()).toBe('2025-04-14');
    expect(box().value).toBe('2082-01-01');
  });
});

describe('BsDateField: the calendar dialog, by keyboard', () => {
  it('opens on the chosen day, moves by days, weeks and months, chooses with Enter and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05-29" />);

    await user.click(opener());
    expect(monthHeading()).toBe('Jestha 2082 BSMay–Jun 2025 AD');
    expect(focusedDay()).toBe('2025-05-29');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('15 Jestha 2082 BS, Thu 29 May 2025 AD, today');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2025-05-30');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2025-06-06');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedDay()).toBe('2025-05-29');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2025-05-25'); // Sunday
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2025-05-31'); // Saturday
    await user.keyboard('{PageDown}');
    expect(monthHeading()).toMatch(/^Asar 2082 BS/);
    expect(focusedDay()).toBe('2025-07-01'); // 17 Jestha → 17 Asar
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(monthHeading()).toMatch(/^Asar 2081 BS/);

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toBe('2024-07-01'); // 17 Asar 2081
    expect(box().value).toBe('2081-03-17');
    expect(document.activeElement).toBe(opener());
  });

  it('keeps a month\'s last day when the next month is shorter, and crosses New Year', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-06-14" />); // 32 Jestha 2081

    await user.click(opener());
    await user.keyboard('{PageDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^31 Asar 2081 BS/);
    await user.keyboard('{Escape}');

    await user.clear(box());
    await user.type(box(), '2081-12-31');
    await user.click(opener());
    await user.keyboard('{ArrowRight}');
    expect(monthHeading()).toMatch(/^Baisakh 2082 BS/);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('1 Baisakh 2082 BS, Mon 14 Apr 2025 AD');
  });

  it('closes with Escape without changing the date and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05-29" />);

    await user.click(opener());
    await user.keyboard('{ArrowRight}{ArrowRight}{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toBe('2025-05-29');
    expect(document.activeElement).toBe(opener());
  });

  it('opens on today when empty, keeps the focus inside while open, and chooses with the Choose button', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(opener());
    expect(focusedDay()).toBe('2025-05-29');
    const inside = dialog();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(inside.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(inside).getByRole('button', { name: 'Next month' }));
    expect(monthHeading()).toMatch(/^Asar 2082 BS/);
    await user.click(within(inside).getByRole('button', { name: 'Choose' }));
    expect(sent()).toBe('2025-06-29'); // 15 Asar 2082
  });

  it('lets no day before min or after max be chosen, by keys or by pointer', async () => {
    const user = userEvent.setup();
    render(<Harness min="2025-05-29" max="2025-06-02" />);

    await user.click(opener());
    const inside = dialog();
    expect(within(inside).getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    const before = inside.querySelector<HTMLElement>('[data-date="2025-05-28"]')!;
    expect(before.getAttribute('aria-disabled')).toBe('true');
    expect(before.getAttribute('aria-label')).toMatch(/not available$/);

    await user.keyboard('{ArrowLeft}{PageUp}');
    expect(focusedDay()).toBe('2025-05-29');
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(focusedDay()).toBe('2025-06-02');
    await user.click(inside.querySelector<HTMLElement>('[data-date="2025-05-28"]')!);
    expect(sent()).toBe('');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows each day in BS with its AD day beside it, naming the AD month where it changes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05-29" />);

    await user.click(opener());
    const cell = (date: string) => dialog().querySelector<HTMLElement>(`[data-date="${date}"]`)!.textContent;
    expect(cell('2025-05-15')).toBe('115 May'); // 1 Jestha: BS 1, AD "15 May"
    expect(cell('2025-05-16')).toBe('216');
    expect(cell('2025-06-01')).toBe('181 Jun');
  });
});
