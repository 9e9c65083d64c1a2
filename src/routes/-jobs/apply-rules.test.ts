import { describe, expect, it } from 'vitest';
import { applyProblems, resumeProblem, type ApplyValues } from './apply-rules';
import { t } from '@/domain/i18n/i18n';

const pdf = (bytes: number, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

const complete: ApplyValues = {
  full_name: 'Sunita Gurung', email: 'sunita@example.com', otp_code: '123456', phone: '+977 9812345678',
  skills: ['Kotlin'], province: 'Gandaki', district: 'Kaski', experience_years: '3', education_level: 'Bachelor',
  cover_letter: '', resume: pdf(10),
};

describe('applyProblems', () => {
  it('accepts a complete application', () => {
    expect(applyProblems(complete)).toEqual({});
  });

  it('names every missing field with the contract’s message', () => {
    const problems = applyProblems({
      ...complete, full_name: ' ', otp_code: '12', phone: '', skills: [], province: '', district: '',
      experience_years: '51', education_level: '', resume: null,
    });

    expect(problems).toEqual({
      full_name: 'Full name is required',
      otp_code: 'Please enter the 6-digit OTP code',
      phone: 'Phone number is required',
      skills: 'Add at least one skill',
      province: 'Please choose a province',
      district: 'Please choose a district',
      experience_years: 'Experience must be a whole number of years from 0 to 50',
      education_level: 'Please choose an education level',
      resume: t('applyCheck.resumeRequired'),
    });
  });

  it('refuses a district outside the chosen province', () => {
    expect(applyProblems({ ...complete, district: 'Kathmandu' }).district).toBe('Please choose a district');
  });
});

describe('resumeProblem', () => {
  it('takes a PDF of up to 5 MB', () => {
    expect(resumeProblem(pdf(5 * 1_048_576))).toBeNull();
  });

  it('refuses a bigger file and a file that is not a PDF', () => {
    expect(resumeProblem(pdf(5 * 1_048_576 + 1))).toBe('The résumé must be 5 MB or smaller.');
    expect(resumeProblem(pdf(10, 'cv.docx', 'application/msword'))).toBe('The résumé must be a PDF file.');
  });
});
