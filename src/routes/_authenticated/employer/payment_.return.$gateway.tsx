import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PaymentReturnPage } from './-payment/payment-return-page';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/payment_/return/$gateway')({
  head: () => pageHead('pageTitle.paymentResult'),
  component: ReturnRoute,
});

function ReturnRoute() {
  const { gateway } = Route.useParams();
  return (
    <RoleGate capability="manageBilling" title={t('payment.title')}>
      <PaymentReturnPage gateway={gateway} />
    </RoleGate>
  );
}
