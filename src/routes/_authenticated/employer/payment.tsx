import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PaymentPage } from './-payment/payment-page';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/payment')({
  head: () => pageHead('pageTitle.payment'),
  component: PaymentGated,
});

function PaymentGated() {
  return (
    <RoleGate capability="manageBilling" title={t('payment.title')}>
      <PaymentPage />
    </RoleGate>
  );
}
