import { formatNpr } from '@/domain/format';
import { VAT_PERCENT, type Plan } from '@/domain/plans';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** Plan limits in words, as the pricing and payment pages list them. */
export function limitLines(plan: Plan): string[] {
  return [
    count(plan.limits.activeJobs, 'active job', 'active jobs'),
    plan.limits.featuredJobs ? count(plan.limits.featuredJobs, 'featured job', 'featured jobs') : 'No featured jobs',
    `${count(plan.limits.swipesPerDay, 'swipe', 'swipes')} a day`,
  ];
}

/** The payment pages' user-visible strings (a Nepali catalogue can replace these values). */
export const PAYMENT_TEXT = {
  title: 'Payment',
  lead: 'Your plan, what it allows, and VAT invoices in your company’s name.',
  loading: 'Loading your plan…',
  currentPlan: 'Current plan',
  until: (date: string) => `Paid until ${date}.`,
  freeForever: 'Free, with no end date.',
  usage: 'What you use',
  activeJobs: 'Active jobs',
  featuredJobs: 'Featured jobs',
  swipesToday: 'Swipes today',
  ofLimit: (used: number, limit: number) => `${used.toLocaleString('en-IN')} of ${limit.toLocaleString('en-IN')}`,
  choosePlan: 'Choose a plan',
  perMonth: (paisa: number) => `${formatNpr(paisa)} a month + ${VAT_PERCENT}% VAT`,
  withVat: (paisa: number) => `${formatNpr(paisa)} with VAT`,
  renew: 'Renew (adds a month)',
  chooseGateway: 'Pay with',
  testGatewayNote: 'No payment gateway keys are set on this server, so only the test gateway is offered: no money moves.',
  pay: (plan: string, paisa: number) => `Pay ${formatNpr(paisa)} for ${plan}`,
  redirecting: 'Taking you to the payment page…',
  detailsFirst: 'Add your billing details (legal name, PAN/VAT number, address and e-mail) before buying a plan: they go on your invoice.',
  editDetails: 'Edit billing details',
  invoices: 'Invoices',
  noInvoices: 'No invoices yet. Each payment gives you a VAT invoice here.',
  invoiceLine: (number: string, plan: string) => `${number} · ${plan} plan`,
  download: (number: string) => `Download ${number} (PDF)`,
  downloadFailed: 'The invoice could not be downloaded. Try again.',
  more: 'Show more invoices',
  // The return from a gateway.
  returnTitle: 'Payment result',
  checking: 'Checking your payment with the gateway…',
  paid: (plan: string) => `Payment received: you are now on the ${plan} plan.`,
  paidInvoice: 'Your VAT invoice is ready.',
  failed: (reason: string | null) => `The payment did not go through${reason ? `: ${reason}` : '.'} Your plan has not changed.`,
  pending: 'The gateway has not confirmed your payment yet. If you paid, check again in a minute; your plan changes only once the gateway confirms.',
  checkAgain: 'Check again',
  backToPayment: 'Back to Payment',
  unknownGateway: 'This page only opens after paying with Khalti, eSewa or the test gateway.',
  // The test gateway.
  testTitle: 'Test payment — no money moves',
  testLead: 'This is the test gateway, offered because no real payment gateway is set up on this server. Pay marks the payment as paid without charging anyone; Cancel abandons it.',
  testAmount: (plan: string, paisa: number) => `${plan} plan: ${formatNpr(paisa)} (VAT included)`,
  testPay: 'Pay (test)',
  testCancel: 'Cancel',
  testDecided: 'This test payment was already paid or cancelled.',
} as const;

/** The billing details form (Settings → Billing). */
export const BILLING_SETTINGS_TEXT = {
  lead: 'Who your VAT invoices are made out to.',
  loading: 'Loading your billing details…',
  legalName: 'Legal Name',
  legalNameHint: 'As registered with the Inland Revenue Department.',
  pan: 'PAN/VAT Number',
  panHint: 'The 9-digit number on your PAN or VAT certificate.',
  address: 'Billing Address',
  email: 'Billing E-mail',
  emailHint: 'Where invoices and payment questions go.',
  save: 'Save Billing Details',
  saving: 'Saving…',
  saved: 'Billing details saved.',
  planAndInvoices: 'Your plan, payments and invoices are on the',
  paymentLink: 'Payment page',
} as const;
