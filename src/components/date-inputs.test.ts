// Every date the portal asks for is asked in Bikram Sambat with AD beside it (src/components/bs-date-field.tsx):
// no page may fall back to the browser's own date box, which shows mm/dd/yyyy in AD only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');
const root = join(src, '..');

/** The browser's date and month boxes, however the type is written in JSX or set from code. */
const NATIVE_DATE = /type\s*[=:]\s*\{?\s*["'`](date|datetime-local|month|week)["'`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('-testing'))
    .map((file) => join(dir, file));
}

/** Where the portal asks for a date, and what it asks for. */
const DATE_FIELDS = {
  'src/routes/_authenticated/employer/-jobs/job-form.tsx': 'the job deadline',
  'src/routes/_authenticated/employer/-calendar/event-form.tsx': 'an event or interview date (also when scheduling from an application)',
  'src/routes/_authenticated/-components/activity-page.tsx': 'the activity log\'s dates (from, to)',
};

describe('date inputs', () => {
  it('recognises the browser\'s date box however it is written', () => {
    for (const text of ['<input type="date" />', "<input type='datetime-local'/>", '<input type={"month"} />', "input.type = 'date'", "{ type: 'week' }"]) {
      expect(text).toMatch(NATIVE_DATE);
    }
    expect('<input type="time" />').not.toMatch(NATIVE_DATE);
  });

  it('are never the browser\'s own date box anywhere in the web app', () => {
    const offenders = sources(src).filter((file) => NATIVE_DATE.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it.each(Object.entries(DATE_FIELDS))('%s asks for %s with the BS date field', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text).toMatch(/<BsDateField\b/);
  });
});
