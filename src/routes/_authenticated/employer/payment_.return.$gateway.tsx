import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PaymentReturnPage } from './-payment/payment-return-page';

export const Route = createFileRoute('/_authenticated/employer/payment_/return/$gateway')({
  head: () => pageHead('Payment result'),
  component: ReturnRoute,
});

function ReturnRoute() {
  const { gateway } = Route.useParams();
  return <PaymentReturnPage gateway={gateway} />;
}
