import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { api } from '@/api/client';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { splitServerErrors } from '@/components/server-field-errors';
import { billingDetailsQuery, type BillingDetails } from '../employer/-payment/billing-queries';
import { BILLING_SETTINGS_TEXT as T } from '../employer/-payment/payment-text';
import { EmployerPage } from './employer-page';
import { QueryState } from './query-state';

const FIELDS = ['legal_name', 'pan_number', 'address', 'billing_email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export function BillingSettingsPage() {
  const query = useQuery(billingDetailsQuery);
  return (
    <EmployerPage title="Billing Settings" lead={T.lead}>
      <QueryState query={query} loading={T.loading}>
        {(details) => <BillingDetailsForm details={details} />}
      </QueryState>
      <p>
        {T.planAndInvoices} <Link to="/employer/payment">{T.paymentLink}</Link>
      </p>
    </EmployerPage>
  );
}

function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    legal_name: details.legal_name, pan_number: details.pan_number, address: details.address, billing_email: details.billing_email,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setSaving(true);
    try {
      const { data, error, response } = await api.PATCH('/api/employer/billing/details/', { body: values });
      if (data) {
        queryClient.setQueryData(billingDetailsQuery.queryKey, data);
        void queryClient.invalidateQueries({ queryKey: ['billing', 'overview'] });
        setValues({ legal_name: data.legal_name, pan_number: data.pan_number, address: data.address, billing_email: data.billing_email });
        setErrors({});
        toast.success(T.saved);
      } else {
        // What was typed stays in the form; each message goes beside its field.
        const split = splitServerErrors(FIELDS, response.status, error);
        setErrors(split.fieldErrors);
        setFormError(split.formError);
        const first = FIELDS.find((f) => split.fieldErrors[f]);
        if (first) document.getElementById(`billing-${first}`)?.focus();
      }
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setSaving(false);
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <FormField id="billing-legal_name" label={T.legalName} error={errors.legal_name} hint={T.legalNameHint} required>
        <input className="input" autoComplete="organization" value={values.legal_name} onChange={(e) => set('legal_name', e.target.value)} />
      </FormField>
      <FormField id="billing-pan_number" label={T.pan} error={errors.pan_number} hint={T.panHint} required>
        <input className="input" inputMode="numeric" value={values.pan_number} onChange={(e) => set('pan_number', e.target.value)} />
      </FormField>
      <FormField id="billing-address" label={T.address} error={errors.address} required>
        <textarea className="textarea" rows={3} autoComplete="street-address" value={values.address} onChange={(e) => set('address', e.target.value)} />
      </FormField>
      <FormField id="billing-billing_email" label={T.email} error={errors.billing_email} hint={T.emailHint} required>
        <input className="input" type="email" autoComplete="email" value={values.billing_email} onChange={(e) => set('billing_email', e.target.value)} />
      </FormField>
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}
