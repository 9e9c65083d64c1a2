import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { isRequestFailure } from '@/domain/request-failure';
import { BsDateField } from '@/components/bs-date-field';
import { FormField } from '@/components/form-field';
import { FORM_LOCATION_TEXT, ProvinceDistrictFields } from '@/components/province-district-fields';
import { splitServerErrors } from '@/components/server-field-errors';
import { useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { JOB_ADDRESS_MAX, JOB_EXPERIENCE_MAX_YEARS, JOB_TITLE_MAX } from '@/domain/constants';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LEVELS } from '@/domain/job-fields';
import { educationLevelName, employmentTypeName, industryName, jobLevelName } from '@/domain/job-field-names';
import { kathmanduToday, validateJob } from '@/domain/job-rules';
import { isJobLimitMessage } from '@/domain/plans';
import { formatRupees } from '@/routes/-jobs/job-display';
import { SkillsPicker } from '@/routes/-jobs/skills-picker';
import { useSessionView } from '@/session/session-context';
import {
  JOB_FIELDS, bodyOf, clearDraft, draftKey, readDraft, sameValues, valuesOf, writeDraft, type JobField, type JobFormValues,
} from './job-form-values';
import { JOB_WRITE_INVALIDATES, jobChanged, jobPending, type Job } from './job-queries';
import { t } from '@/domain/i18n/i18n';
import { SalaryInput } from './salary-input';

type Errors = Partial<Record<JobField, string>>;
type Status = 'draft' | 'published' | 'closed';

const fieldId = (field: JobField) => `job-${field.replaceAll('_', '-')}`;

/** Create (no job) or edit a job. Everything typed is kept on the device until the server has it. */
export function JobForm({ job }: { job: Job | null }) {
  const jobId = job?.id ?? null;
  const draft = draftKey(useSessionView().user?.id ?? null, jobId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const outbox = useWorkspaceOutbox();
  const saved = valuesOf(job);
  const [values, setValues] = useState<JobFormValues>(() => readDraft(draft) ?? saved);
  const [restored, setRestored] = useState(() => !sameValues(values, saved));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<Status | null>(null);

  // Every change goes to the device at once; an unchanged form leaves no draft behind.
  useEffect(() => {
    if (sameValues(values, saved)) clearDraft(draft);
    else writeDraft(draft, values);
    // `saved` is derived from `job`, which changes only with a new form (the route keys it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, draft]);

  const set = <K extends JobField>(field: K, value: JobFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function discard() {
    clearDraft(draft);
    setValues(saved);
    setErrors({});
    setRestored(false);
  }

  function showErrors(next: Errors) {
    setErrors(next);
    const first = JOB_FIELDS.find((f) => next[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function save(status: Status) {
    setFormError(null);
    const body = bodyOf(values, status);
    const checked = validateJob(body, status, new Date());
    if (!checked.ok) {
      const next: Errors = {};
      for (const field of JOB_FIELDS) if (checked.errors[field]) next[field] = checked.errors[field][0];
      setFormError(t('jobs.fixFields'));
      showErrors(next);
      return;
    }
    setSaving(status);
    // Every save goes through the workspace outbox: sent now when it can be, else kept and sent later, once.
    const outcome = await outbox.enqueue({
      kind: jobId ? 'job.update' : 'job.create',
      resource: jobId ? `job:${jobId}` : `job:new:${crypto.randomUUID()}`,
      request: jobId
        ? { method: 'PUT', path: '/api/employer/jobs/{id}/', params: { path: { id: jobId } }, body }
        : { method: 'POST', path: '/api/employer/jobs/', body },
      label: body.title,
      invalidate: JOB_WRITE_INVALIDATES,
    });
    if (outcome.type === 'delivered') {
      const data = outcome.output as Job;
      clearDraft(draft);
      jobChanged(queryClient, data);
      toast.success(status === 'draft' ? t('jobs.savedDraft') : status === 'published' && job?.status !== 'published'
        ? t('jobs.savedPublished') : t('jobs.saved'));
      void navigate({ to: '/employer/job-details', search: { id: data.id } });
      return;
    }
    if (outcome.type === 'queued') {
      // The outbox keeps what was typed until the server has it; the jobs list shows it as waiting.
      clearDraft(draft);
      if (jobId) jobPending(queryClient, jobId, body);
      toast.success(t('outbox.queued'));
      void navigate({ to: '/employer/jobs' });
      return;
    }
    // Refused now: the form keeps what was typed and says why, beside each field.
    outbox.discard(outcome.key);
    const failure = outcome.error;
    const split = splitServerErrors(JOB_FIELDS, isRequestFailure(failure) ? failure.status ?? 0 : 0,
      isRequestFailure(failure) ? failure.body : undefined);
    setFormError(split.formError ?? t('jobs.fixFields'));
    showErrors(split.fieldErrors);
    setSaving(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void save((submitter?.value as Status | undefined) ?? job?.status ?? 'draft');
  }

  const current = job?.status ?? 'draft';

  return (
    <form className="form job-form" noValidate onSubmit={submit}>
      {restored ? (
        <div className="form-notice" role="status">
          <p>{t('jobs.draftRestored')}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={discard}>{t('jobs.discard')}</button>
        </div>
      ) : null}
      <Section title={t('jobs.sectionJob')}>
        <FormField id={fieldId('title')} label={t('jobLabel.title')} error={errors.title} required>
          <input className="input" maxLength={JOB_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        <FormField id={fieldId('description')} label={t('jobLabel.description')} error={errors.description}
          hint={t('jobs.descriptionHint')}>
          <textarea className="textarea" rows={7} value={values.description} onChange={(e) => set('description', e.target.value)} />
        </FormField>
        <FormField id={fieldId('requirements')} label={t('jobLabel.requirements')} error={errors.requirements}>
          <textarea className="textarea" rows={5} value={values.requirements} onChange={(e) => set('requirements', e.target.value)} />
        </FormField>
        <div className="form-row">
          <Choice field="category" label={t('jobLabel.category')} options={JOB_CATEGORIES} values={values} errors={errors} set={set} />
          <Choice field="job_level" label={t('jobLabel.job_level')} options={JOB_LEVELS} values={values} errors={errors} set={set} />
          <Choice field="employment_type" label={t('jobLabel.employment_type')} options={EMPLOYMENT_TYPES} values={values} errors={errors} set={set} />
          <FormField id={fieldId('vacancies')} label={t('jobLabel.vacancies')} error={errors.vacancies}>
            <input className="input" type="number" inputMode="numeric" min={1} value={values.vacancies}
              onChange={(e) => set('vacancies', e.target.value)} />
          </FormField>
        </div>
      </Section>
      <Section title={t('jobs.sectionWhere')}>
        <div className="form-row">
          <ProvinceDistrictFields
            idPrefix="job"
            text={FORM_LOCATION_TEXT}
            province={values.province}
            district={values.district}
            errors={{ province: errors.province, district: errors.district }}
            onChange={(location) => {
              setValues((v) => ({ ...v, ...location }));
              setErrors((e) => ({ ...e, province: undefined, district: undefined }));
            }}
          />
        </div>
        <FormField id={fieldId('address')} label={t('jobLabel.address')} error={errors.address} hint={t('jobs.addressHint')}>
          <input className="input" maxLength={JOB_ADDRESS_MAX} value={values.address} onChange={(e) => set('address', e.target.value)} />
        </FormField>
        <Check id={fieldId('remote_allowed')} label={t('jobLabel.remote_allowed')} checked={values.remote_allowed}
          onChange={(checked) => set('remote_allowed', checked)} />
      </Section>
      <Section title={t('jobs.sectionSalary')}>
        <div className="form-row">
          <FormField id={fieldId('salary_min')} label={t('jobLabel.salary_min')} error={errors.salary_min}
            hint={/^\d+$/.test(values.salary_min) ? formatRupees(Number(values.salary_min)) : undefined}>
            <SalaryInput value={values.salary_min} onChange={(digits) => set('salary_min', digits)} />
          </FormField>
          <FormField id={fieldId('salary_max')} label={t('jobLabel.salary_max')} error={errors.salary_max}
            hint={/^\d+$/.test(values.salary_max) ? formatRupees(Number(values.salary_max)) : undefined}>
            <SalaryInput value={values.salary_max} onChange={(digits) => set('salary_max', digits)} />
          </FormField>
        </div>
        <Check id={fieldId('salary_negotiable')} label={t('jobLabel.salary_negotiable')} checked={values.salary_negotiable}
          onChange={(checked) => set('salary_negotiable', checked)} error={errors.salary_negotiable} />
        <Check id={fieldId('show_salary')} label={t('jobLabel.show_salary')} checked={values.show_salary}
          onChange={(checked) => set('show_salary', checked)} error={errors.show_salary} />
      </Section>
      <Section title={t('jobs.sectionWho')}>
        <div className="form-row">
          <FormField id={fieldId('experience_min_years')} label={t('jobLabel.experience_min_years')} error={errors.experience_min_years}>
            <input className="input" type="number" inputMode="numeric" min={0} max={JOB_EXPERIENCE_MAX_YEARS}
              value={values.experience_min_years} onChange={(e) => set('experience_min_years', e.target.value)} />
          </FormField>
          <Choice field="education_level" label={t('jobLabel.education_level')} options={EDUCATION_LEVELS} values={values} errors={errors} set={set} />
        </div>
        <SkillsPicker id={fieldId('skills')} value={values.skills} onChange={(skills) => set('skills', skills)} error={errors.skills} />
      </Section>
      <Section title={t('jobs.sectionDeadline')}>
        <BsDateField id={fieldId('deadline')} label={t('jobLabel.deadline')} error={errors.deadline} hint={t('jobs.deadlineHint')}
          min={kathmanduToday(new Date())} value={values.deadline} onChange={(date) => set('deadline', date)} />
      </Section>
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
          {isJobLimitMessage(formError) ? <> <Link to="/employer/payment">{t('jobs.upgradePlan')}</Link></> : null}
        </p>
      ) : null}
      <div className="btn-row">
        {current === 'published' ? (
          <button type="submit" name="status" value="published" className="btn btn--primary" disabled={saving !== null}>
            {saving ? t('jobs.saving') : t('jobs.saveChanges')}
          </button>
        ) : (
          <>
            <button type="submit" name="status" value="published" className="btn btn--primary" disabled={saving !== null}>
              {saving === 'published' ? t('jobs.publishing') : t('jobs.publish')}
            </button>
            <button type="submit" name="status" value={current} className="btn btn--secondary" disabled={saving !== null}>
              {saving === current ? t('jobs.saving') : current === 'draft' ? t('jobs.saveDraft') : t('jobs.saveChanges')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Each choice list's values as the reader's language names them (the stored value stays the English word). */
const CHOICE_NAMES = {
  category: industryName, job_level: jobLevelName, employment_type: employmentTypeName, education_level: educationLevelName,
} as const;

function Choice<F extends 'category' | 'job_level' | 'employment_type' | 'education_level'>({ field, label, options, values, errors, set }: {
  field: F;
  label: string;
  options: readonly string[];
  values: JobFormValues;
  errors: Errors;
  set: (field: F, value: string) => void;
}) {
  return (
    <FormField id={fieldId(field)} label={label} error={errors[field]}>
      <select className="select" value={values[field]} onChange={(e) => set(field, e.target.value)}>
        <option value="">{t('jobs.choose')}</option>
        {options.map((option) => <option key={option} value={option}>{CHOICE_NAMES[field](option)}</option>)}
      </select>
    </FormField>
  );
}

function Check({ id, label, checked, onChange, error }: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <div className="field field--check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}
