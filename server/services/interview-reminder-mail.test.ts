import { describe, expect, it } from 'vitest';
import { candidateReminderEmail, employerReminderEmail, whenWords } from './interview-reminder-mail';

// Tue 15 Apr 2025, 10:00 NPT.
const startsAt = new Date('2025-04-15T04:15:00Z');
const facts = {
  which: 'day_before' as const, now: new Date('2025-04-14T12:15:00Z'), candidateName: 'Sita <b>Gurung</b>', company: 'Everest & Sons',
  jobTitle: 'Staff\nNurse', startsAt, endsAt: new Date('2025-04-15T05:00:00Z'), location: '', meetingUrl: 'https://meet.example.com/a?b=1&c=2',
  productName: 'Jagir',
};

describe('interview reminder e-mails', () => {
  it('say today, tomorrow or the date (with BS), from the time they are sent, in Nepal time', () => {
    expect(whenWords(startsAt, new Date('2025-04-15T03:15:00Z'))).toBe('today at 10:00');
    // 23:59 NPT the evening before is still "tomorrow"; 00:00 NPT is "today".
    expect(whenWords(startsAt, new Date('2025-04-14T18:14:00Z'))).toBe('tomorrow at 10:00');
    expect(whenWords(startsAt, new Date('2025-04-14T18:15:00Z'))).toBe('today at 10:00');
    expect(whenWords(startsAt, new Date('2025-04-12T04:15:00Z'))).toBe('on 15 Apr 2025 (2 Baisakh 2082 BS) at 10:00');
  });

  it('write the employer\'s with the candidate, the job and the link, escaping what people typed', () => {
    const mail = employerReminderEmail({ ...facts, link: 'https://jagir.example/employer/calendar?date=2025-04-15&event=x', settingsLink: 'https://jagir.example/settings/notifications' });
    expect(mail.subject).toBe('Reminder: interview with Sita <b>Gurung</b> tomorrow at 10:00');
    expect(mail.text).toContain('You have an interview with Sita <b>Gurung</b> for Staff Nurse tomorrow at 10:00 (Nepal time).');
    expect(mail.text).toContain('Online: https://meet.example.com/a?b=1&c=2');
    expect(mail.text).not.toContain('Where:');
    expect(mail.html).toContain('Sita &lt;b&gt;Gurung&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Gurung</b>');
    expect(mail.html).toContain('href="https://meet.example.com/a?b=1&amp;c=2"');
    expect(mail.html).toContain('href="https://jagir.example/employer/calendar?date=2025-04-15&amp;event=x"');
  });

  it('write the candidate\'s as the booking e-mail does: the company, the job, when and where', () => {
    const mail = candidateReminderEmail({ ...facts, which: 'hour_before', now: new Date('2025-04-15T03:15:00Z'), location: 'Patan Hospital' });
    expect(mail.subject).toBe('Starting soon: your interview with Everest & Sons today at 10:00');
    expect(mail.text).toMatch(/^Hello Sita <b>Gurung<\/b>,\n/);
    expect(mail.text).toContain('When: Tue, 15 Apr 2025 (2 Baisakh 2082 BS), 10:00–10:45 Nepal time');
    expect(mail.text).toContain('Where: Patan Hospital');
    expect(mail.html).toContain('Everest &amp; Sons');
  });
});
