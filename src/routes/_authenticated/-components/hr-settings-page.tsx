import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { useServerForm } from '@/components/use-server-form';
import { t } from '@/domain/i18n/i18n';
import { RichText } from '@/components/rich-text';
import { useApi, useSession } from '@/session/session-context';
import { useWaitingChanges, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { SETTINGS_RESOURCE } from './settings-writes';
import { EmployerPage } from './employer-page';
import { hrProfileQuery, type HrProfile } from './profile-queries';
import { QueryState } from './query-state';
import { useCan } from '@/session/membership';
import { RoleNote } from '@/components/role-note';
import { SettingsFormActions } from './settings-form-actions';

const FIELDS = ['contact_name', 'contact_number'] as const;

export function HrSettingsPage() {
  const api = useApi();
  const query = useQuery(hrProfileQuery(api));
  return (
    <EmployerPage title={t('settings.profile.title')} lead={t('settings.profile.lead')}>
      <QueryState query={query} loading={t('settings.profile.loading')}>
        {/* A newer profile (a kept one first, then the server's) opens the form again with it. */}
        {(profile) => <HrForm key={`${profile?.contact_name ?? ''}\u0000${profile?.contact_number ?? ''}`} profile={profile} />}
      </QueryState>
    </EmployerPage>
  );
}

function HrForm({ profile }: { profile: HrProfile | null }) {
  const api = useApi();
  const manages = useCan('manageCompany');
  const outbox = useWorkspaceOutbox();
  const { refresh: refreshSessionData } = useSession();
  const queryClient = useQueryClient();
  const waiting = useWaitingChanges<HrProfile>(SETTINGS_RESOURCE.hr);
  const { values, setValues, set, errors, formError, saving, queue } = useServerForm(FIELDS, {
    contact_name: waiting.contact_name ?? profile?.contact_name ?? '',
    contact_number: waiting.contact_number ?? profile?.contact_number ?? '',
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { contact_name: values.contact_name.trim(), contact_number: values.contact_number.trim() };
    await queue<HrProfile>(outbox, {
      kind: 'settings.hr', resource: SETTINGS_RESOURCE.hr, request: { method: 'PATCH', path: '/api/profile/hr/', body },
      label: t('outbox.settings.hr'), invalidate: [['profile']],
    }, (data) => {
      queryClient.setQueryData(hrProfileQuery(api).queryKey, data);
      setValues({ contact_name: data.contact_name, contact_number: data.contact_number });
      toast.success(t('toast.hrProfileUpdated'));
      refreshSessionData(); // the session keeps the contact data too
    }, () => {
      setValues(body);
      toast.success(t('outbox.queued'));
    });
  }

  return (
    <form className="form" noValidate onSubmit={save} aria-describedby={manages ? undefined : 'hr-role-note'}>
      {manages ? null : <RoleNote capability="manageCompany" id="hr-role-note" />}
      {/* The HR contact is the company's: every member reads it, managers change it (docs/teams.md "Roles"). */}
      <fieldset className="role-locked" disabled={!manages}>
      {profile?.email ? (
        <p className="muted">
          <RichText id="settings.profile.signedInAs" values={{ email: <strong>{profile.email}</strong> }} />
        </p>
      ) : null}
      <FormField id="hr-contact-name" label={t('settings.profile.contactPerson')} error={errors.contact_name} required>
        <input
          className="input"
          autoComplete="name"
          value={values.contact_name}
          onChange={(e) => set('contact_name', e.target.value)}
        />
      </FormField>
      <FormField
        id="hr-contact-number"
        label={t('settings.profile.contactNumber')}
        error={errors.contact_number}
        hint={t('settings.profile.contactNumberHint')}
        required
      >
        <input
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.contact_number}
          onChange={(e) => set('contact_number', e.target.value)}
        />
      </FormField>
      <OutboxItemStatus resource={SETTINGS_RESOURCE.hr} />
      <SettingsFormActions formError={formError} saving={saving} manages={manages} />
      </fieldset>
    </form>
  );
}
