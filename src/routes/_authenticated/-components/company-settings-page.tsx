import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureFromThrown } from '@/api/error-text';
import { CompanyLogo } from '@/components/company-logo';
import { FormField } from '@/components/form-field';
import { refusalErrors, splitServerErrors } from '@/components/server-field-errors';
import { branding } from '@/domain/branding';
import { DEFAULT_INDUSTRY, INDUSTRIES, MAX_BODY_BYTES, type Industry } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { industryName } from '@/domain/job-field-names';
import { useApi, useSession } from '@/session/session-context';
import { useWaitingChanges, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { useOnlineStatus } from '@/pwa/online-status';
import { SETTINGS_RESOURCE } from './settings-writes';
import { EmployerPage } from './employer-page';
import { stampOf } from './employer-nav';
import { companyProfileQuery, type CompanyProfile } from './profile-queries';
import { QueryState } from './query-state';
import { useCan } from '@/session/membership';
import { RoleNote } from '@/components/role-note';
import { SettingsFormActions } from './settings-form-actions';

const FIELDS = ['full_name', 'industry_type', 'description', 'website', 'logo'] as const;
type Field = (typeof FIELDS)[number];
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_LOGO_MB = MAX_BODY_BYTES / 1_048_576;

interface Values {
  full_name: string;
  industry_type: Industry;
  description: string;
  website: string;
}

export function CompanySettingsPage() {
  const api = useApi();
  const query = useQuery(companyProfileQuery(api));
  return (
    <EmployerPage
      title={t('settings.company.title')}
      lead={t('settings.company.lead')}
    >
      <QueryState query={query} loading={t('settings.company.loading')}>
        {(company) => <CompanyForm key={company?.updated_at ?? 'new'} company={company} />}
      </QueryState>
    </EmployerPage>
  );
}

/** A check the browser can make before uploading; the server checks the content again. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return t('settings.company.logoWrongType');
  if (file.size > MAX_BODY_BYTES) return t('settings.company.logoTooLarge', { mb: MAX_LOGO_MB });
  return null;
}

/** Accepts "example.com.np" as "https://example.com.np". */
function withScheme(website: string): string {
  const value = website.trim();
  return value && !/^https?:\/\//i.test(value) ? `https://${value}` : value;
}

function CompanyForm({ company }: { company: CompanyProfile | null }) {
  const api = useApi();
  const manages = useCan('manageCompany');
  const outbox = useWorkspaceOutbox();
  const online = useOnlineStatus();
  const { refresh: refreshSessionData } = useSession();
  const queryClient = useQueryClient();
  const waiting = useWaitingChanges<Values>(SETTINGS_RESOURCE.company);
  const [values, setValues] = useState<Values>({
    full_name: waiting.full_name ?? company?.full_name ?? '',
    industry_type: waiting.industry_type ?? company?.industry_type ?? DEFAULT_INDUSTRY,
    description: waiting.description ?? company?.description ?? '',
    website: waiting.website ?? company?.website ?? '',
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!logo) return;
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [logo]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function chooseLogo(input: HTMLInputElement) {
    const file = input.files?.[0];
    setErrors((current) => ({ ...current, logo: undefined }));
    if (!file) return setLogo(null);
    const problem = logoProblem(file);
    if (problem) {
      input.value = '';
      setLogo(null);
      setErrors((current) => ({ ...current, logo: problem }));
      return;
    }
    setLogo(file);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!values.full_name.trim()) {
      setErrors({ full_name: t('validation.fullNameRequired') });
      document.getElementById('company-full-name')?.focus();
      return;
    }
    const fields = { ...values, full_name: values.full_name.trim(), website: withScheme(values.website) };
    setValues(fields);
    const saved = (data: CompanyProfile) => {
      queryClient.setQueryData(companyProfileQuery(api).queryKey, data);
      toast.success(t('toast.companyProfileUpdated'));
      refreshSessionData(); // the navigation shows the new name and logo
    };
    if (!logo) {
      // The text fields go through the outbox (as the same multipart form) and wait on the device when they must.
      setSaving(true);
      const outcome = await outbox.enqueue({
        kind: 'settings.company', resource: SETTINGS_RESOURCE.company,
        request: { method: 'PATCH', path: '/api/profile/company/', body: fields, form: true },
        label: t('outbox.settings.company'), invalidate: [['profile']],
      });
      setSaving(false);
      if (outcome.type === 'delivered') saved(outcome.output as CompanyProfile);
      else if (outcome.type === 'queued') toast.success(t('outbox.queued'));
      else {
        outbox.discard(outcome.key);
        const refused = refusalErrors(FIELDS, outcome);
        setErrors(refused.fieldErrors);
        setFormError(refused.formError);
      }
      return;
    }
    // A logo is not kept on the device: it needs a connection.
    if (!online) {
      setErrors({ logo: t('outbox.fileNeedsConnection') });
      return;
    }
    setSaving(true);
    try {
      const { data, error, response } = await api.PATCH('/api/profile/company/', {
        body: fields,
        bodySerializer: (body) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(body)) form.append(key, String(value));
          if (logo) form.append('logo', logo);
          return form;
        },
      });
      if (data) {
        saved(data);
        return; // the form remounts with the saved profile
      }
      const split = splitServerErrors(FIELDS, response.status, error);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setSaving(false);
  }

  const displayName = values.full_name.trim() || company?.full_name || branding.productName;
  return (
    <form className="form" noValidate onSubmit={save} aria-describedby={manages ? undefined : 'company-role-note'}>
      {manages ? null : <RoleNote capability="manageCompany" id="company-role-note" />}
      {/* Everyone in the team reads the profile; only managers change it (docs/teams.md "Roles"). */}
      <fieldset className="role-locked" disabled={!manages}>
      <FormField id="company-full-name" label={t('settings.company.name')} error={errors.full_name} required>
        <input
          className="input"
          autoComplete="organization"
          value={values.full_name}
          onChange={(e) => set('full_name', e.target.value)}
        />
      </FormField>
      <FormField id="company-industry" label={t('settings.company.industry')} error={errors.industry_type}>
        <select
          className="select"
          value={values.industry_type}
          onChange={(e) => set('industry_type', e.target.value as Industry)}
        >
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industryName(industry)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="company-description"
        label={t('settings.company.description')}
        error={errors.description}
        hint={t('settings.company.descriptionHint')}
      >
        <textarea
          className="textarea"
          rows={6}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <FormField id="company-website" label={t('settings.company.website')} error={errors.website} hint={t('settings.company.websiteHint')}>
        <input
          className="input"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </FormField>
      <div className="logo-field">
        <CompanyLogo
          logo={preview ?? company?.logo_url ?? company?.logo}
          companyName={displayName}
          size="xl"
          stamp={stampOf(company?.updated_at)}
        />
        <FormField
          id="company-logo"
          label={t('settings.company.logo')}
          error={errors.logo}
          hint={logo ? t('settings.company.logoSelected', { name: logo.name }) : t('settings.company.logoHint', { mb: MAX_LOGO_MB })}
        >
          <input
            className="input"
            type="file"
            accept={LOGO_TYPES.join(',')}
            onChange={(e) => chooseLogo(e.target)}
          />
        </FormField>
      </div>
      <OutboxItemStatus resource={SETTINGS_RESOURCE.company} />
      <SettingsFormActions formError={formError} saving={saving} manages={manages} />
      </fieldset>
    </form>
  );
}
