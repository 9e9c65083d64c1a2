import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { FORM_LOCATION_TEXT, ProvinceDistrictFields } from '@/components/province-district-fields';
import { splitServerErrors } from '@/components/server-field-errors';
import { APPLY_RESUME_MAX_BYTES, JOB_EXPERIENCE_MAX_YEARS, OTP_LENGTH } from '@/domain/constants';
import { EDUCATION_LEVELS, type EducationLevel } from '@/domain/job-fields';
import { t } from '@/domain/i18n/i18n';
import { educationLevelName } from '@/domain/job-field-names';
import { latinDigits } from '@/domain/i18n/locale';
import { APPLY_FIELDS, applyProblems, emailProblem, resumeProblem, type ApplyField, type ApplyValues } from './apply-rules';
import { SkillsPicker } from './skills-picker';

const EMPTY: ApplyValues = {
  full_name: '', email: '', otp_code: '', phone: '', skills: [], province: '', district: '', experience_years: '',
  education_level: '', cover_letter: '', resume: null,
};
const RESUME_MB = APPLY_RESUME_MAX_BYTES / 1_048_576;

/** A job seeker applies: e-mail confirmed by a code, profile fields, cover letter and a PDF résumé. */
export function ApplyForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const api = useApi();
  const [values, setValues] = useState<ApplyValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ApplyField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);
  const [sent, setSent] = useState<string | null>(null);

  // The server allows another code after `resend_after` seconds.
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const set = <K extends ApplyField>(field: K, value: ApplyValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function sendCode() {
    const problem = emailProblem(values.email);
    if (problem) {
      setErrors((current) => ({ ...current, email: problem }));
      return;
    }
    const email = values.email.trim();
    try {
      const { data, error, response } = await api.POST('/api/jobs/{id}/apply/send-otp/', {
        params: { path: { id: jobId } },
        body: { email },
      });
      if (data) {
        setCodeSentTo(email);
        setResendIn(data.resend_after);
        toast.success(codeSentTo ? t('toast.otpResent') : t('toast.otpSent'));
        document.getElementById('apply-otp')?.focus();
        return;
      }
      const split = splitServerErrors(['email'], response.status, error);
      if (split.fieldErrors.email) setErrors((current) => ({ ...current, email: split.fieldErrors.email }));
      else toast.error(split.formError ?? t('toast.otpSendFailed'));
    } catch {
      toast.error(t('toast.otpSendFailed'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = applyProblems(values);
    if (!codeSentTo && !problems.email) problems.otp_code = t('applyCheck.otpNotSent');
    if (Object.keys(problems).length) {
      setErrors(problems);
      const first = APPLY_FIELDS.find((f) => problems[f]);
      document.getElementById(`apply-${first === 'otp_code' ? 'otp' : first?.replaceAll('_', '-')}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { data, error, response } = await api.POST('/api/jobs/{id}/apply/', {
        params: { path: { id: jobId } },
        // The typed body is for the contract; the serializer sends the form with the file.
        body: {
          ...values, education_level: values.education_level as EducationLevel, skills: values.skills.join(','), resume: '',
        },
        bodySerializer: () => {
          const form = new FormData();
          for (const field of APPLY_FIELDS) {
            if (field === 'resume' || field === 'skills') continue;
            form.append(field, values[field].trim());
          }
          form.append('skills', values.skills.join(','));
          form.append('resume', values.resume!);
          return form;
        },
      });
      if (data) {
        setSent(data.detail);
        toast.success(t('apply.sent'));
        return;
      }
      const split = splitServerErrors(APPLY_FIELDS, response.status, error);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="form-success" role="status">
        <h3>{t('apply.sent')}</h3>
        <p>{sent || t('apply.sentText', { title: jobTitle })}</p>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('apply.form', { title: jobTitle })}>
      <FormField id="apply-full-name" label={t('apply.fullName')} error={errors.full_name} required>
        <input className="input" autoComplete="name" value={values.full_name} onChange={(e) => set('full_name', e.target.value)} />
      </FormField>
      <div className="apply-email">
        <FormField id="apply-email" label={t('apply.email')} error={errors.email} required
          hint={t('apply.emailHint')}>
          <input
            className="input"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => {
              set('email', e.target.value);
              if (codeSentTo && e.target.value.trim() !== codeSentTo) setCodeSentTo(null);
            }}
          />
        </FormField>
        <button type="button" className="btn btn--secondary" onClick={() => void sendCode()} disabled={resendIn > 0}>
          {codeSentTo ? (resendIn > 0 ? t('apply.resendIn', { s: resendIn }) : t('apply.resendCode')) : t('apply.sendCode')}
        </button>
      </div>
      <FormField
        id="apply-otp"
        label={t('apply.code')}
        error={errors.otp_code}
        required
        hint={codeSentTo ? t('apply.codeHint', { email: codeSentTo }) : t('apply.codeFirst')}
      >
        <input
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={values.otp_code}
          onChange={(e) => set('otp_code', latinDigits(e.target.value).replace(/\D/g, ''))}
        />
      </FormField>
      <FormField id="apply-phone" label={t('apply.phone')} error={errors.phone} required hint={t('apply.phoneHint')}>
        <input className="input" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', latinDigits(e.target.value))} />
      </FormField>
      <SkillsPicker id="apply-skills" value={values.skills} onChange={(skills) => set('skills', skills)} error={errors.skills} required />
      <ProvinceDistrictFields
        idPrefix="apply"
        province={values.province}
        district={values.district}
        text={FORM_LOCATION_TEXT}
        required
        errors={{ province: errors.province, district: errors.district }}
        onChange={(location) => {
          setValues((current) => ({ ...current, ...location }));
          setErrors((current) => ({ ...current, province: undefined, district: undefined }));
        }}
      />
      <FormField id="apply-experience-years" label={t('apply.experience')} error={errors.experience_years} required>
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={JOB_EXPERIENCE_MAX_YEARS}
          value={values.experience_years}
          onChange={(e) => set('experience_years', e.target.value)}
        />
      </FormField>
      <FormField id="apply-education-level" label={t('jobLabel.education_level')} error={errors.education_level} required>
        <select className="select" value={values.education_level} onChange={(e) => set('education_level', e.target.value)}>
          <option value="">{t('apply.chooseEducation')}</option>
          {EDUCATION_LEVELS.map((level) => <option key={level} value={level}>{educationLevelName(level)}</option>)}
        </select>
      </FormField>
      <FormField id="apply-cover-letter" label={t('apply.coverLetter')} error={errors.cover_letter} hint={t('apply.coverLetterHint')}>
        <textarea className="textarea" rows={6} value={values.cover_letter} onChange={(e) => set('cover_letter', e.target.value)} />
      </FormField>
      <FormField id="apply-resume" label={t('apply.resume')} error={errors.resume} required hint={t('apply.resumeHint', { mb: RESUME_MB })}>
        <input
          className="input"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const problem = file ? resumeProblem(file) : null;
            if (problem) e.target.value = '';
            setValues((current) => ({ ...current, resume: problem ? null : file }));
            setErrors((current) => ({ ...current, resume: problem ?? undefined }));
          }}
        />
      </FormField>
      {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? t('apply.sending') : t('apply.send')}
        </button>
      </div>
    </form>
  );
}
