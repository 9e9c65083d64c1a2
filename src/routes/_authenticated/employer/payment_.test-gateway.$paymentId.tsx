import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { TestGatewayPage } from './-payment/test-gateway-page';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/payment_/test-gateway/$paymentId')({
  head: () => pageHead('pageTitle.testPayment'),
  component: TestGatewayRoute,
});

function TestGatewayRoute() {
  const { paymentId } = Route.useParams();
  return (
    <RoleGate capability="manageBilling" title={t('payment.title')}>
      <TestGatewayPage paymentId={paymentId} />
    </RoleGate>
  );
}
