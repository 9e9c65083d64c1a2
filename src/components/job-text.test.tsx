import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { JobText } from '@/components/job-text';

afterEach(cleanup);

const shown = (text: string) => render(<JobText text={text} />).container.firstElementChild as HTMLElement;

describe('JobText: a job description as the employer typed it', () => {
  it('shows "- " lines as a list, numbered lines as a numbered list, and keeps line breaks', () => {
    const box = shown('We offer:\n- Lunch and tea\n- Festival bonus (Dashain)\n\nSteps:\n1. Apply here\n2. Interview in Pokhara\n\nLine one\nline two');

    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(within(bullets!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lunch and tea', 'Festival bonus (Dashain)']);
    expect(steps!.tagName).toBe('OL');
    expect(within(steps!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Apply here', 'Interview in Pokhara']);
    expect(box.textContent).not.toMatch(/^- /m);
    const last = [...box.querySelectorAll('p')].at(-1)!;
    expect(last.innerHTML).toBe('Line one<br>line two');
  });

  it('reads pasted "•" bullets as a list, and bold and italics as such', () => {
    shown('• **Nursing** licence\n• _two_ years');
    expect(screen.getAllByRole('listitem').map((li) => li.innerHTML)).toEqual(['<strong>Nursing</strong> licence', '<em>two</em> years']);
  });

  it('never turns hostile input into markup: HTML shows as text, links and images lose their address', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '',
      'Hi <img src=x onerror=alert(1)> there <a href="javascript:alert(2)">apply</a>',
      '',
      '- [Apply now](javascript:alert(3)) or ![logo](javascript:alert(4)) <svg onload=alert(5)>',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '# Big heading',
    ].join('\n');
    const box = shown(hostile);

    expect(box.querySelectorAll('script, img, a, iframe, svg, h1, h2, h3, h4, h5, h6, [onerror], [onload], [href], [src]')).toHaveLength(0);
    for (const element of box.querySelectorAll('*')) expect(element.getAttributeNames().filter((n) => n !== 'class' && n !== 'start')).toEqual([]);
    expect(box.textContent).toContain('<script>alert(1)</script>');
    expect(box.textContent).toContain('Hi <img src=x onerror=alert(1)> there <a href="javascript:alert(2)">apply</a>');
    expect(screen.getByRole('listitem').textContent).toBe('Apply now or logo <svg onload=alert(5)>');
    expect(box.textContent).toContain('<iframe src="https://evil.example"></iframe>');
    expect(box.querySelector('strong')!.textContent).toBe('Big heading');
  });

  it('shows plain text unchanged', () => {
    const box = shown('Accountant needed for our Butwal office. Salary NPR 45,000 & tea.');
    expect(box.textContent).toBe('Accountant needed for our Butwal office. Salary NPR 45,000 & tea.');
  });
});
