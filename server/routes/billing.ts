// Plans, checkout through payment gateways, invoices and billing details. A plan is granted only by a
// payment the gateway itself confirms, exactly once (services/billing.ts grantPayment).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { kathmanduToday } from '../../src/domain/job-rules';
import { isActiveJob, LIMIT_MESSAGES, PLAN_PERIOD_DAYS, PLANS, planById, priceWithVat, VAT_PERCENT, type Plan } from '../../src/domain/plans';
import { ApiError, fieldError, fieldErrors, mergeErrors, notFound } from '../lib/api-error';
import type { InvoiceRow, PaymentRow } from '../repositories/billing';
import {
  billingDetailsOf, checkFeaturedJobLimit, currentPlan, detailsComplete, grantPayment, invoiceNumber, usageOf,
} from '../services/billing';
import { invoicePdf } from '../services/invoice-pdf';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { ForgedReturn, GatewayUnavailable, type GatewayId, type PaymentGateway } from '../services/payments/gateway';
import { gatewaysFor } from '../services/payments/gateways';
import { TEST_OUTCOMES } from '../services/payments/test-gateway';

type Schemas = components['schemas'];

export const BILLING_MESSAGES = {
  freePlan: 'The free plan needs no payment.',
  noGateway: 'This payment method is not available.',
  detailsFirst: 'Add your billing details (legal name, 9-digit PAN/VAT number, address and e-mail) in Settings → Billing before buying a plan.',
  forged: 'This payment could not be verified with the gateway, so nothing was charged to your plan.',
  gatewayDown: 'The payment gateway could not be reached. Try again in a minute.',
  alreadyDecided: 'This test payment was already paid or cancelled.',
} as const;
const M = BILLING_MESSAGES;

export function planView(plan: Plan): Schemas['Plan'] {
  const { vat, total } = priceWithVat(plan.pricePaisa);
  return {
    id: plan.id, name: plan.name, summary: plan.summary, price_paisa: plan.pricePaisa, vat_paisa: vat, total_paisa: total,
    period_days: PLAN_PERIOD_DAYS,
    limits: { active_jobs: plan.limits.activeJobs, featured_jobs: plan.limits.featuredJobs, swipes_per_day: plan.limits.swipesPerDay },
  };
}

function paymentView(row: PaymentRow, invoice: string | null): Schemas['Payment'] {
  return {
    id: row.id, plan: row.plan as Schemas['PlanId'], plan_name: planById(row.plan)?.name ?? row.plan, gateway: row.gateway as GatewayId,
    status: row.status as Schemas['PaymentStatus'], subtotal_paisa: row.subtotalPaisa, vat_paisa: row.vatPaisa, total_paisa: row.totalPaisa,
    failure_reason: row.failureReason, created_at: row.createdAt.toISOString(), completed_at: row.completedAt?.toISOString() ?? null, invoice,
  };
}

function invoiceView(row: InvoiceRow, gateway: string): Schemas['Invoice'] {
  return {
    id: row.id, number: invoiceNumber(row.number), plan: row.plan as Schemas['PlanId'], plan_name: planById(row.plan)?.name ?? row.plan,
    period_start: row.periodStart.toISOString(), period_end: row.periodEnd.toISOString(),
    subtotal_paisa: row.subtotalPaisa, vat_paisa: row.vatPaisa, total_paisa: row.totalPaisa,
    legal_name: row.legalName, pan_number: row.panNumber, address: row.address, billing_email: row.billingEmail,
    gateway: gateway as GatewayId, issued_at: row.issuedAt.toISOString(),
  };
}

const detailsView = (d: Awaited<ReturnType<typeof billingDetailsOf>>): Schemas['BillingDetails'] => ({
  legal_name: d.legalName, pan_number: d.panNumber, address: d.address, billing_email: d.billingEmail, complete: detailsComplete(d),
});

export default async function billingRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;
  const { billing } = repos;
  const { companyOf } = app.workspace;
  const gateways = gatewaysFor(config);

  const gatewayOf = (id: GatewayId): PaymentGateway => {
    const gateway = gateways.get(id);
    if (!gateway) throw fieldError('gateway', M.noGateway);
    return gateway;
  };
  const siteOf = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;

  const ownPayment = async (companyId: string, id: string) => {
    const row = await billing.payment(companyId, id);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/plans/', async () => ({ vat_percent: VAT_PERCENT, results: PLANS.map(planView) }));

  app.get('/api/employer/billing/', async (req) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const { plan, periodEnd } = await currentPlan(billing, companyId, now);
    const usage = await usageOf(billing, companyId, now);
    return {
      plan: planView(plan),
      period_end: periodEnd?.toISOString() ?? null,
      usage: { active_jobs: usage.activeJobs, featured_jobs: usage.featuredJobs, swipes_today: usage.swipesToday },
      gateways: [...gateways.values()].map((g) => ({ id: g.id, name: g.name, test: g.test })),
      details_complete: detailsComplete(await billingDetailsOf(billing, companyId)),
    };
  });

  app.get('/api/employer/billing/details/', async (req) => detailsView(await billingDetailsOf(billing, await companyOf(req))));

  app.patch<{ Body: Schemas['BillingDetailsWrite'] }>('/api/employer/billing/details/', async (req) => {
    const companyId = await companyOf(req);
    const b = req.body;
    const current = await billingDetailsOf(billing, companyId);
    const next = {
      legalName: b.legal_name?.trim() ?? current.legalName,
      panNumber: b.pan_number?.trim() ?? current.panNumber,
      address: b.address?.trim() ?? current.address,
      billingEmail: b.billing_email?.trim().toLowerCase() ?? current.billingEmail,
    };
    const now = clock.now();
    await billing.saveDetails(companyId, next, now);
    return detailsView(next);
  });

  /** Everything that stops a checkout, on any body (also one the contract refused, so one 400 says all). */
  const checkoutErrors = async (companyId: string, body: Record<string, unknown>) => mergeErrors(
    detailsComplete(await billingDetailsOf(billing, companyId)) ? undefined : { non_field_errors: [M.detailsFirst] },
    typeof body.plan === 'string' && planById(body.plan)?.pricePaisa === 0 ? { plan: [M.freePlan] } : undefined,
    typeof body.gateway === 'string' && !gateways.has(body.gateway as GatewayId) ? { gateway: [M.noGateway] } : undefined,
  );

  app.post<{ Body: Schemas['CheckoutRequest'] }>('/api/employer/billing/checkout/', {
    config: { rules: async (req, body) => checkoutErrors(await companyOf(req), body) },
  }, async (req, reply) => {
    const companyId = await companyOf(req);
    const errors = await checkoutErrors(companyId, req.body);
    if (errors) throw fieldErrors(errors);
    const plan = planById(req.body.plan)!;
    const gateway = gatewayOf(req.body.gateway);
    const details = await billingDetailsOf(billing, companyId);
    const amounts = priceWithVat(plan.pricePaisa);
    const paymentId = randomUUID();
    const site = siteOf(req);
    const returnUrl = `${site}/employer/payment/return/${gateway.id}`;
    let started;
    try {
      started = await gateway.start({
        paymentId, planName: `Jagir ${plan.name} plan (${PLAN_PERIOD_DAYS} days)`, amounts, returnUrl,
        failureUrl: `${returnUrl}?failed=${paymentId}`, websiteUrl: site,
        customer: { name: details.legalName, email: details.billingEmail },
      });
    } catch (err) {
      if (err instanceof GatewayUnavailable) {
        req.log.warn({ gateway: gateway.id, problem: err.message }, 'payment gateway refused to start a payment');
        throw new ApiError(502, { detail: M.gatewayDown });
      }
      throw err;
    }
    const row = await billing.createPayment(companyId, {
      id: paymentId, plan: plan.id, gateway: gateway.id, reference: started.reference,
      subtotalPaisa: amounts.subtotal, vatPaisa: amounts.vat, totalPaisa: amounts.total, createdAt: clock.now(),
    });
    return reply.code(201).send({ payment: paymentView(row, null), redirect: started.redirect });
  });

  app.post<{ Body: Schemas['PaymentConfirmRequest'] }>('/api/employer/billing/payments/confirm/', async (req) => {
    const companyId = await companyOf(req);
    const gateway = gatewayOf(req.body.gateway);
    let reference: string;
    try {
      reference = gateway.referenceOf(new URLSearchParams(req.body.query.replace(/^\?/, '')));
    } catch (err) {
      if (err instanceof ForgedReturn) throw new ApiError(400, { non_field_errors: [M.forged] });
      throw err;
    }
    const found = await billing.paymentByReference(companyId, gateway.id, reference);
    if (!found) throw notFound();
    if (found.status === 'pending') {
      let verdict;
      try {
        verdict = await gateway.verify(found);
      } catch (err) {
        if (err instanceof GatewayUnavailable) {
          req.log.warn({ gateway: gateway.id, payment: found.id, problem: err.message }, 'payment gateway could not verify');
          throw new ApiError(502, { detail: M.gatewayDown });
        }
        throw err;
      }
      const now = clock.now();
      if (verdict.paid) {
        await repos.transaction((tx) => grantPayment(tx.billing, companyId, found.id, verdict.transaction, now));
      } else if (verdict.final) {
        await billing.failPending(companyId, found.id, verdict.reason);
        if (verdict.tampered) throw new ApiError(400, { non_field_errors: [verdict.reason] });
      } else {
        const { payment, invoice } = await ownPayment(companyId, found.id);
        return paymentView({ ...payment, failureReason: verdict.reason }, invoice);
      }
    }
    const { payment, invoice } = await ownPayment(companyId, found.id);
    return paymentView(payment, invoice);
  });

  const testPayment = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    if (!gateways.has('test')) throw notFound();
    const found = await ownPayment(await companyOf(req), req.params.id);
    if (found.payment.gateway !== 'test') throw notFound();
    return found;
  };

  app.get<{ Params: { id: string } }>('/api/employer/billing/test-gateway/:id/', async (req) => {
    const { payment, invoice } = await testPayment(req);
    return paymentView(payment, invoice);
  });

  app.post<{ Params: { id: string }; Body: Schemas['TestPaymentDecision'] }>('/api/employer/billing/test-gateway/:id/', async (req) => {
    const { payment } = await testPayment(req);
    const outcome = req.body.action === 'pay' ? TEST_OUTCOMES.paid : TEST_OUTCOMES.cancelled;
    if (!(await billing.decideTest(payment.companyId, payment.id, outcome))) throw new ApiError(400, { non_field_errors: [M.alreadyDecided] });
    return { return_url: `/employer/payment/return/test?payment=${payment.id}` };
  });

  app.get<{ Querystring: PageQuery }>('/api/employer/invoices/', async (req) => {
    const companyId = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const { count, rows } = await billing.invoicesPage(companyId, { offset, limit });
    return pageOf(req, count, rows.map((r) => invoiceView(r.invoice, r.gateway)), req.query);
  });

  app.get<{ Params: { id: string } }>('/api/employer/invoices/:id/pdf/', async (req, reply) => {
    const companyId = await companyOf(req);
    const row = await billing.invoice(companyId, req.params.id);
    if (!row) throw notFound();
    const pdf = await invoicePdf(row, config.seller);
    const name = `${invoiceNumber(row.number)}.pdf`;
    return reply.header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);
  });

  // Featuring: only an active job, within the plan's featured jobs (docs/decisions.md "Plans and billing"). The
  // company's plan-usage lock (checkFeaturedJobLimit) makes two requests of one company count one after the other.
  app.post<{ Params: { id: string }; Body: Schemas['FeatureJobRequest'] }>('/api/employer/jobs/:id/feature/', async (req) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    return repos.transaction(async (tx) => {
      const job = await tx.jobs.lockForUpdate(companyId, req.params.id);
      if (!job) throw notFound();
      if (req.body.featured && !job.featured) {
        if (!isActiveJob(job, kathmanduToday(now))) throw new ApiError(400, { non_field_errors: [LIMIT_MESSAGES.featureInactive] });
        await checkFeaturedJobLimit(tx.billing, companyId, now);
      }
      await tx.jobs.update(companyId, job.id, { featured: req.body.featured });
      return { id: job.id, featured: req.body.featured };
    });
  });
}
