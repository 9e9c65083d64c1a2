import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PaymentPage } from './-payment/payment-page';

export const Route = createFileRoute('/_authenticated/employer/payment')({
  head: () => pageHead('Payment'),
  component: PaymentPage,
});
