import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { TestGatewayPage } from './-payment/test-gateway-page';

export const Route = createFileRoute('/_authenticated/employer/payment_/test-gateway/$paymentId')({
  head: () => pageHead('Test payment'),
  component: TestGatewayRoute,
});

function TestGatewayRoute() {
  const { paymentId } = Route.useParams();
  return <TestGatewayPage paymentId={paymentId} />;
}
