import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { FormField } from '@/components/form-field';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { useWaitingChanges, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { SETTINGS_RESOURCE } from './settings-writes';
import { useServerForm } from '@/components/use-server-form';
import { billingDetailsQuery, type BillingDetails } from '../employer/-payment/billing-queries';
import { t } from '@/domain/i18n/i18n';
import { RichText } from '@/components/rich-text';
import { EmployerPage } from './employer-page';
import { QueryState } from './query-state';
import { RoleGate } from './role-gate';

const FIELDS = ['legal_name', 'pan_number', 'address', 'billing_email'] as const;

/** The page at both of its addresses (/settings/billing, /employer/billing-settings): for those who manage billing. */
export function GatedBillingSettingsPage() {
  return (
    <RoleGate capability="manageBilling" title={t('billing.title')}>
      <BillingSettingsPage />
    </RoleGate>
  );
}

export function BillingSettingsPage() {
  const api = useApi();
  const query = useQuery(billingDetailsQuery(api));
  return (
    <EmployerPage title={t('billing.title')} lead={t('billing.lead')}>
      <QueryState query={query} loading={t('billing.loading')}>
        {/* Newer details (a kept copy shows first, then the server's) open the form again with them. */}
        {(details) => <BillingDetailsForm key={JSON.stringify(details)} details={details} />}
      </QueryState>
      <p>
        <RichText id="billing.planAndInvoicesOn" values={{ link: <Link to="/employer/payment">{t('billing.paymentLink')}</Link> }} />
      </p>
    </EmployerPage>
  );
}

function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const pick = (d: BillingDetails) => ({ legal_name: d.legal_name, pan_number: d.pan_number, address: d.address, billing_email: d.billing_email });
  const outbox = useWorkspaceOutbox();
  const waiting = useWaitingChanges<BillingDetails>(SETTINGS_RESOURCE.billing);
  const { values, setValues, set, errors, formError, saving, queue } = useServerForm(FIELDS, pick({ ...details, ...waiting }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const placed = await queue<BillingDetails>(outbox, {
      kind: 'settings.billing', resource: SETTINGS_RESOURCE.billing,
      request: { method: 'PATCH', path: '/api/employer/billing/details/', body: values },
      label: t('outbox.settings.billing'), invalidate: [['billing']],
    }, (data) => {
      queryClient.setQueryData(billingDetailsQuery(api).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['billing', 'overview'] });
      setValues(pick(data));
      toast.success(t('billing.saved'));
    }, () => toast.success(t('outbox.queued')));
    // What was typed stays in the form; the first field with a message gets the focus.
    const first = FIELDS.find((f) => placed[f]);
    if (first) document.getElementById(`billing-${first}`)?.focus();
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <FormField id="billing-legal_name" label={t('billing.legalName')} error={errors.legal_name} hint={t('billing.legalNameHint')} required>
        <input className="input" autoComplete="organization" value={values.legal_name} onChange={(e) => set('legal_name', e.target.value)} />
      </FormField>
      <FormField id="billing-pan_number" label={t('billing.pan')} error={errors.pan_number} hint={t('billing.panHint')} required>
        <input className="input" inputMode="numeric" value={values.pan_number} onChange={(e) => set('pan_number', e.target.value)} />
      </FormField>
      <FormField id="billing-address" label={t('billing.address')} error={errors.address} required>
        <textarea className="textarea" rows={3} autoComplete="street-address" value={values.address} onChange={(e) => set('address', e.target.value)} />
      </FormField>
      <FormField id="billing-billing_email" label={t('billing.email')} error={errors.billing_email} hint={t('billing.emailHint')} required>
        <input className="input" type="email" autoComplete="email" value={values.billing_email} onChange={(e) => set('billing_email', e.target.value)} />
      </FormField>
      <OutboxItemStatus resource={SETTINGS_RESOURCE.billing} />
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? t('billing.saving') : t('billing.save')}
        </button>
      </div>
    </form>
  );
}
