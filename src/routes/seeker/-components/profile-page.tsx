import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ApiClient } from '@/api/client';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { FORM_LOCATION_TEXT, ProvinceDistrictFields } from '@/components/province-district-fields';
import { splitServerErrors } from '@/components/server-field-errors';
import { formatDateWithBs } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { latinDigits } from '@/domain/i18n/locale';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { educationLevelName } from '@/domain/job-field-names';
import { profileCompleteness, type CompletenessItem } from '@/domain/seeker-profile';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { SkillsPicker } from '@/routes/-jobs/skills-picker';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { fieldMessages } from '@/domain/error-body';
import {
  bodyOf, joinMessages, photoProblem, PROFILE_FIELDS, profileProblems, resumeProblem, valuesOf, type ProfileField, type ProfileValues,
  type SeekerProfile,
} from './profile-form-values';
import { seekerProfileQuery } from './seeker-queries';

/** "My profile": what employers see of the job seeker, edited by them (docs/seekers.md "Profile"). */
export function SeekerProfilePage() {
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const query = useQuery(seekerProfileQuery(client, seeker.seeker.id));
  return (
    <div className="stack">
      <header className="seeker__intro">
        <h1>{t('seeker.profile.title')}</h1>
        <p className="muted">{t('seeker.profile.intro')}</p>
      </header>
      <QueryState query={query} loading={t('seeker.profile.loading')}>
        {(profile) => <ProfileEditor profile={profile} />}
      </QueryState>
    </div>
  );
}

function ProfileEditor({ profile }: { profile: SeekerProfile }) {
  const session = useSeekerSession();
  const { client } = session;
  const seeker = useSignedInSeeker()!;
  const queryClient = useQueryClient();
  const keep = (next: SeekerProfile) => {
    queryClient.setQueryData(seekerProfileQuery(client, seeker.seeker.id).queryKey, next);
    session.renamed(next.full_name);
  };
  return (
    <>
      <Completeness profile={profile} />
      {profile.profile_updated_at ? (
        <p className="muted">{t('seeker.profile.updatedOn', { date: formatDateWithBs(new Date(profile.profile_updated_at)) })}</p>
      ) : null}
      <PhotoCard profile={profile} client={client} onSaved={keep} />
      <ResumeCard profile={profile} client={client} onSaved={keep} />
      <ProfileForm profile={profile} client={client} onSaved={keep} />
    </>
  );
}

const ITEM_KEYS = {
  photo: 'seeker.profile.item.photo',
  headline: 'seeker.profile.item.headline',
  about: 'seeker.profile.item.about',
  skills: 'seeker.profile.item.skills',
  experience: 'seeker.profile.item.experience',
  education: 'seeker.profile.item.education',
  resume: 'seeker.profile.item.resume',
  expected_salary: 'seeker.profile.item.expected_salary',
  phone: 'seeker.profile.item.phone',
  location: 'seeker.profile.item.location',
} as const satisfies Record<CompletenessItem, string>;

function Completeness({ profile }: { profile: SeekerProfile }) {
  const { percent, missing } = profileCompleteness({ ...profile, has_resume: profile.resume !== null });
  const text = missing.length
    ? t('seeker.profile.completeness', { percent, missing: missing.map((item) => t(ITEM_KEYS[item])).join(t('seeker.profile.listSeparator')) })
    : t('seeker.profile.complete');
  return (
    <section className="card stack seeker-profile__completeness" aria-labelledby="profile-completeness">
      <p id="profile-completeness" role="status">{text}</p>
      <progress max={100} value={percent} aria-labelledby="profile-completeness" />
    </section>
  );
}

type Upload = { kind: 'photo'; file: File } | { kind: 'resume'; file: File };

/** Sends the photo or résumé as its one form field; answers the profile or throws the failure with the body. */
async function upload(client: ApiClient, u: Upload): Promise<SeekerProfile> {
  const form = new FormData();
  form.append(u.kind, u.file);
  const call = u.kind === 'photo'
    ? client.PUT('/api/seeker/profile/photo/', { body: { photo: '' }, bodySerializer: () => form })
    : client.PUT('/api/seeker/profile/resume/', { body: { resume: '' }, bodySerializer: () => form });
  const { data, error, response } = await call;
  if (data) return data;
  throw Object.assign(new Error('upload refused'), { status: response.status, body: error });
}

interface CardProps { profile: SeekerProfile; client: ApiClient; onSaved: (p: SeekerProfile) => void }

/** The file's refusal beside its field (the server's words), or the failure as the whole card's. */
function uploadError(field: 'photo' | 'resume', error: unknown): string {
  const { status, body } = error as { status?: number; body?: unknown };
  if (status) {
    const split = splitServerErrors([field], status, body);
    return split.fieldErrors[field] ?? split.formError ?? t('seeker.profile.uploadFailed');
  }
  return failureFromThrown(error).message;
}

function PhotoCard({ profile, client, onSaved }: CardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => upload(client, { kind: 'photo', file }),
    onSuccess: (next) => { onSaved(next); toast.success(t('seeker.profile.photoSaved')); },
    onError: (e) => setError(uploadError('photo', e)),
    onSettled: () => { if (input.current) input.current.value = ''; },
  });
  const drop = useMutation({
    mutationFn: async () => {
      const { data, response } = await client.DELETE('/api/seeker/profile/photo/', {});
      if (!data) throw Object.assign(new Error('refused'), { status: response.status });
      return data;
    },
    onSuccess: (next) => { onSaved(next); toast.success(t('seeker.profile.photoRemoved')); },
    onError: (e) => setError(uploadError('photo', e)),
  });
  function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setError(problem);
      if (input.current) input.current.value = '';
      return;
    }
    send.mutate(file);
  }
  return (
    <section className="card stack" aria-labelledby="profile-photo-heading">
      <h2 id="profile-photo-heading">{t('seeker.profile.photo')}</h2>
      <div className="seeker-profile__file">
        {profile.photo_url ? (
          <img className="seeker-profile__photo" src={`${profile.photo_url}?size=lg`} alt={t('seeker.profile.photoAlt')} width={96} height={96} />
        ) : (
          <span className="seeker-profile__photo seeker-profile__photo--none" aria-hidden="true" translate="no">{profile.full_name.trim().charAt(0)}</span>
        )}
        <div className="stack">
          <FormField id="profile-photo" label={t('seeker.profile.photoChoose')} hint={t('seeker.profile.photoHint')} error={error ?? undefined}>
            <input ref={input} className="input" type="file" accept="image/png,image/jpeg,image/webp" disabled={send.isPending}
              onChange={(e) => choose(e.target.files?.[0])} />
          </FormField>
          {send.isPending ? <p className="muted" role="status">{t('seeker.profile.uploading')}</p> : null}
          {profile.photo_url ? (
            <p>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => drop.mutate()} disabled={drop.isPending}>
                {t('seeker.profile.photoRemove')}
              </button>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function ResumeCard({ profile, client, onSaved }: CardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => upload(client, { kind: 'resume', file }),
    onSuccess: (next) => { onSaved(next); toast.success(t('seeker.profile.resumeSaved')); },
    onError: (e) => setError(uploadError('resume', e)),
    onSettled: () => { if (input.current) input.current.value = ''; },
  });
  const drop = useMutation({
    mutationFn: async () => {
      const { data, response } = await client.DELETE('/api/seeker/profile/resume/', {});
      if (!data) throw Object.assign(new Error('refused'), { status: response.status });
      return data;
    },
    onSuccess: (next) => { onSaved(next); toast.success(t('seeker.profile.resumeRemoved')); },
    onError: (e) => setError(uploadError('resume', e)),
  });
  function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    const problem = resumeProblem(file);
    if (problem) {
      setError(problem);
      if (input.current) input.current.value = '';
      return;
    }
    send.mutate(file);
  }
  const resume = profile.resume;
  return (
    <section className="card stack" aria-labelledby="profile-resume-heading">
      <h2 id="profile-resume-heading">{t('seeker.profile.resume')}</h2>
      <p className={resume ? undefined : 'muted'}>
        {resume
          ? t('seeker.profile.resumeCurrent', { name: resume.name, kb: Math.max(1, Math.round(resume.size / 1024)), date: formatDateWithBs(new Date(resume.uploaded_at)) })
          : t('seeker.profile.resumeNone')}
      </p>
      <FormField id="profile-resume" label={t('seeker.profile.resumeChoose')} hint={t('seeker.profile.resumeHint')} error={error ?? undefined}>
        <input ref={input} className="input" type="file" accept="application/pdf,.pdf" disabled={send.isPending}
          onChange={(e) => choose(e.target.files?.[0])} />
      </FormField>
      {send.isPending ? <p className="muted" role="status">{t('seeker.profile.uploading')}</p> : null}
      {resume ? (
        <p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => drop.mutate()} disabled={drop.isPending}>
            {t('seeker.profile.resumeRemove')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

const fieldId = (field: ProfileField) => `profile-${field.replaceAll('_', '-')}`;

function ProfileForm({ profile, client, onSaved }: CardProps) {
  // Typed values stay as typed when a save fails; a photo or résumé saved meanwhile leaves them alone.
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends ProfileField>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showProblems(problems: Partial<Record<ProfileField, string>>) {
    setErrors(problems);
    const first = PROFILE_FIELDS.find((f) => problems[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = profileProblems(values);
    if (Object.keys(problems).length) return showProblems(problems);
    setSaving(true);
    try {
      const { data, error, response } = await client.PATCH('/api/seeker/profile/', { body: bodyOf(values) });
      if (data) {
        onSaved(data);
        setValues(valuesOf(data));
        toast.success(t('seeker.profile.saved'));
        return;
      }
      const split = splitServerErrors(PROFILE_FIELDS, response.status, error);
      for (const field of ['experience', 'education'] as const) {
        if (split.fieldErrors[field]) split.fieldErrors[field] = joinMessages(fieldMessages(error, field));
      }
      showProblems(split.fieldErrors);
      setFormError(split.formError);
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    } finally {
      setSaving(false);
    }
  }

  const setExperience = (i: number, change: Partial<ProfileValues['experience'][number]>) =>
    set('experience', values.experience.map((e, j) => (j === i ? { ...e, ...change } : e)));
  const setEducation = (i: number, change: Partial<ProfileValues['education'][number]>) =>
    set('education', values.education.map((e, j) => (j === i ? { ...e, ...change } : e)));

  return (
    <form className="card form stack" noValidate onSubmit={save} aria-labelledby="profile-form-heading">
      <h2 id="profile-form-heading">{t('seeker.profile.details')}</h2>
      <FormField id={fieldId('full_name')} label={t('seeker.profile.fullName')} error={errors.full_name} required>
        <input className="input" autoComplete="name" value={values.full_name} onChange={(e) => set('full_name', e.target.value)} />
      </FormField>
      <FormField id={fieldId('phone')} label={t('seeker.profile.phone')} error={errors.phone} required>
        <input className="input" type="tel" inputMode="tel" autoComplete="tel" value={values.phone}
          onChange={(e) => set('phone', latinDigits(e.target.value))} />
      </FormField>
      <FormField id={fieldId('headline')} label={t('seeker.profile.headline')} hint={t('seeker.profile.headlineHint')} error={errors.headline}>
        <input className="input" value={values.headline} onChange={(e) => set('headline', e.target.value)} />
      </FormField>
      <FormField id={fieldId('about')} label={t('seeker.profile.about')} hint={t('seeker.profile.aboutHint')} error={errors.about}>
        <textarea className="textarea" rows={5} value={values.about} onChange={(e) => set('about', e.target.value)} />
      </FormField>
      <SkillsPicker id={fieldId('skills')} label={t('seeker.profile.skills')} hint={t('seeker.profile.skillsHint')}
        value={values.skills} onChange={(skills) => set('skills', skills)} error={errors.skills} />

      <fieldset className="seeker-profile__entries" aria-describedby={errors.experience ? `${fieldId('experience')}-error` : undefined}>
        <legend id={fieldId('experience')} tabIndex={-1}>{t('seeker.profile.experience')}</legend>
        {values.experience.length === 0 ? <p className="muted">{t('seeker.profile.experienceNone')}</p> : null}
        {values.experience.map((e, i) => (
          <div key={i} className="seeker-profile__entry" role="group" aria-label={t('seeker.profile.jobN', { n: i + 1 })}>
            <FormField id={`profile-experience-${i}-title`} label={t('seeker.profile.jobTitle')}>
              <input className="input" value={e.title} onChange={(ev) => setExperience(i, { title: ev.target.value })} />
            </FormField>
            <FormField id={`profile-experience-${i}-company`} label={t('seeker.profile.company')}>
              <input className="input" value={e.company} onChange={(ev) => setExperience(i, { company: ev.target.value })} />
            </FormField>
            <div className="seeker-profile__years">
              <FormField id={`profile-experience-${i}-start`} label={t('seeker.profile.startYear')}>
                <input className="input" inputMode="numeric" maxLength={4} value={e.start_year}
                  onChange={(ev) => setExperience(i, { start_year: ev.target.value })} />
              </FormField>
              <FormField id={`profile-experience-${i}-end`} label={t('seeker.profile.endYear')} hint={t('seeker.profile.endYearHint')}>
                <input className="input" inputMode="numeric" maxLength={4} value={e.end_year}
                  onChange={(ev) => setExperience(i, { end_year: ev.target.value })} />
              </FormField>
            </div>
            <p>
              <button type="button" className="btn btn--ghost btn--small"
                onClick={() => set('experience', values.experience.filter((_, j) => j !== i))}>
                {t('seeker.profile.removeJob', { n: i + 1 })}
              </button>
            </p>
          </div>
        ))}
        <EntryErrors id={`${fieldId('experience')}-error`} text={errors.experience} />
        <p>
          <button type="button" className="btn btn--secondary btn--small"
            onClick={() => set('experience', [...values.experience, { title: '', company: '', start_year: '', end_year: '' }])}>
            {t('seeker.profile.addJob')}
          </button>
        </p>
      </fieldset>

      <fieldset className="seeker-profile__entries" aria-describedby={errors.education ? `${fieldId('education')}-error` : undefined}>
        <legend id={fieldId('education')} tabIndex={-1}>{t('seeker.profile.education')}</legend>
        {values.education.length === 0 ? <p className="muted">{t('seeker.profile.educationNone')}</p> : null}
        {values.education.map((e, i) => (
          <div key={i} className="seeker-profile__entry" role="group" aria-label={t('seeker.profile.educationN', { n: i + 1 })}>
            <FormField id={`profile-education-${i}-level`} label={t('seeker.profile.level')}>
              <select className="select" value={e.level} onChange={(ev) => setEducation(i, { level: ev.target.value })}>
                <option value="">{t('seeker.profile.chooseLevel')}</option>
                {EDUCATION_LEVELS.filter((l) => l !== 'Not required').map((level) => (
                  <option key={level} value={level}>{educationLevelName(level)}</option>
                ))}
              </select>
            </FormField>
            <FormField id={`profile-education-${i}-institution`} label={t('seeker.profile.institution')}>
              <input className="input" value={e.institution} onChange={(ev) => setEducation(i, { institution: ev.target.value })} />
            </FormField>
            <FormField id={`profile-education-${i}-year`} label={t('seeker.profile.year')} hint={t('seeker.profile.yearHint')}>
              <input className="input" inputMode="numeric" maxLength={4} value={e.year}
                onChange={(ev) => setEducation(i, { year: ev.target.value })} />
            </FormField>
            <p>
              <button type="button" className="btn btn--ghost btn--small"
                onClick={() => set('education', values.education.filter((_, j) => j !== i))}>
                {t('seeker.profile.removeEducation', { n: i + 1 })}
              </button>
            </p>
          </div>
        ))}
        <EntryErrors id={`${fieldId('education')}-error`} text={errors.education} />
        <p>
          <button type="button" className="btn btn--secondary btn--small"
            onClick={() => set('education', [...values.education, { level: '', institution: '', year: '' }])}>
            {t('seeker.profile.addEducation')}
          </button>
        </p>
      </fieldset>

      <FormField id={fieldId('expected_salary')} label={t('seeker.profile.expectedSalary')} hint={t('seeker.profile.expectedSalaryHint')}
        error={errors.expected_salary}>
        <input className="input" inputMode="numeric" value={values.expected_salary} onChange={(e) => set('expected_salary', e.target.value)} />
      </FormField>
      <ProvinceDistrictFields
        idPrefix="profile"
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
      <div className="field">
        <label className="check">
          <input id={fieldId('open_to_work')} type="checkbox" checked={values.open_to_work} onChange={(e) => set('open_to_work', e.target.checked)} />
          {t('seeker.profile.openToWork')}
        </label>
        <p className="hint">{t('seeker.profile.openToWorkHint')}</p>
      </div>
      {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? t('seeker.profile.saving') : t('seeker.profile.save')}
        </button>
      </div>
    </form>
  );
}

/** The numbered messages of the experience or education entries, one a line. */
function EntryErrors({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <ul id={id} className="field-error plain-list">
      {text.split('\n').map((line) => <li key={line}>{line}</li>)}
    </ul>
  );
}
