import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { splitServerErrors } from '@/components/server-field-errors';
import { formatDateWithBs, formatNpr } from '@/domain/format';
import { PLANS, planById, priceWithVat, VAT_PERCENT, type PlanId } from '@/domain/plans';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { billingQuery, downloadInvoice, followRedirect, invoicesQuery, type BillingOverview, type GatewayId } from './billing-queries';
import { limitLines } from '@/components/plan-limits';
import { t } from '@/domain/i18n/i18n';

export function PaymentPage() {
  const api = useApi();
  const query = useQuery(billingQuery(api));
  return (
    <EmployerPage title={t('payment.title')} lead={t('payment.lead')}>
      <QueryState query={query} loading={t('payment.loading')}>
        {(billing) => (
          <>
            <CurrentPlan billing={billing} />
            <CheckoutForm billing={billing} />
            <Invoices />
          </>
        )}
      </QueryState>
    </EmployerPage>
  );
}

function CurrentPlan({ billing }: { billing: BillingOverview }) {
  const { plan, usage } = billing;
  const rows = [
    { id: 'usage-active-jobs', label: t('payment.activeJobs'), used: usage.active_jobs, limit: plan.limits.active_jobs },
    { id: 'usage-featured-jobs', label: t('payment.featuredJobs'), used: usage.featured_jobs, limit: plan.limits.featured_jobs },
    { id: 'usage-swipes-today', label: t('payment.swipesToday'), used: usage.swipes_today, limit: plan.limits.swipes_per_day },
  ];
  return (
    <section className="panel stack" aria-labelledby="current-plan">
      <h2 id="current-plan">
        {t('payment.currentPlan')}: {plan.name}
      </h2>
      <p className="muted">{billing.period_end ? t('payment.until', { date: formatDateWithBs(new Date(billing.period_end)) }) : t('payment.freeForever')}</p>
      <h3>{t('payment.usage')}</h3>
      <ul className="plain-list stack">
        {rows.map((row) => (
          <li key={row.id}>
            <span id={row.id}>{row.label}</span>: {t('payment.ofLimit', { used: row.used, limit: row.limit })}
            <br />
            <progress aria-labelledby={row.id} max={Math.max(row.limit, 1)} value={Math.min(row.used, row.limit)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CheckoutForm({ billing }: { billing: BillingOverview }) {
  const api = useApi();
  const router = useRouter();
  const paid = PLANS.filter((p) => p.pricePaisa > 0);
  const current = billing.plan.id;
  const [plan, setPlan] = useState<PlanId>(paid.find((p) => p.id === current)?.id ?? paid[0]!.id);
  const [gateway, setGateway] = useState<GatewayId>(billing.gateways[0]?.id ?? 'test');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = planById(plan)!;
  const total = priceWithVat(chosen.pricePaisa).total;

  async function pay(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { data, error: body, response } = await api.POST('/api/employer/billing/checkout/', { body: { plan, gateway } });
      if (data) {
        toast.info(t('payment.redirecting'));
        followRedirect(data.redirect, (path) => router.history.push(path));
        return; // the page is left
      }
      const split = splitServerErrors(['plan', 'gateway'] as const, response.status, body);
      setError(split.formError ?? [split.fieldErrors.plan, split.fieldErrors.gateway].filter(Boolean).join(' '));
    } catch (thrown) {
      setError(failureFromThrown(thrown).message);
    }
    setBusy(false);
  }

  return (
    <section className="panel" aria-labelledby="choose-plan">
      <form className="form" onSubmit={pay}>
        <fieldset className="stack">
          <legend>
            <h2 id="choose-plan">{t('payment.choosePlan')}</h2>
          </legend>
          {paid.map((p) => (
            <label key={p.id} className="card">
              <input type="radio" name="plan" value={p.id} checked={plan === p.id} onChange={() => setPlan(p.id)} />{' '}
              <strong>{p.name}</strong>
              {p.id === current ? ` — ${t('payment.renew')}` : null}
              <br />
              <span>{t('payment.perMonth', { amount: formatNpr(p.pricePaisa), vatPercent: VAT_PERCENT })}</span> · <span className="muted">{t('payment.withVat', { amount: formatNpr(priceWithVat(p.pricePaisa).total) })}</span>
              <br />
              <span className="muted">{limitLines(p).join(' · ')}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{t('payment.chooseGateway')}</legend>
          {billing.gateways.map((g) => (
            <label key={g.id}>
              <input type="radio" name="gateway" value={g.id} checked={gateway === g.id} onChange={() => setGateway(g.id)} /> {g.name}
            </label>
          ))}
          {billing.gateways.some((g) => g.test) ? <p className="muted">{t('payment.testGatewayNote')}</p> : null}
        </fieldset>
        {billing.details_complete ? null : (
          <p className="form-alert">
            {t('payment.detailsFirst')} <Link to="/settings/billing">{t('payment.editDetails')}</Link>
          </p>
        )}
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy || !billing.details_complete}>
            {busy ? t('payment.redirecting') : t('payment.pay', { plan: chosen.name, amount: formatNpr(total) })}
          </button>
        </div>
      </form>
    </section>
  );
}

const INVOICE_PAGE = 10;

function Invoices() {
  const api = useApi();
  const [size, setSize] = useState(INVOICE_PAGE);
  const query = useQuery(invoicesQuery(api, size));
  return (
    <section className="panel stack" aria-labelledby="invoices">
      <h2 id="invoices">{t('payment.invoices')}</h2>
      <QueryState query={query} loading={t('payment.loading')}>
        {(page) =>
          page.results.length ? (
            <>
              <ul className="plain-list stack">
                {page.results.map((invoice) => (
                  <li key={invoice.id} className="card">
                    <strong>{t('payment.invoiceLine', { number: invoice.number, plan: invoice.plan_name })}</strong>
                    <br />
                    <span className="muted">{formatDateWithBs(new Date(invoice.issued_at))}</span>
                    <br />
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => void downloadInvoice(api, invoice.id).catch(() => toast.error(t('payment.downloadFailed')))}
                    >
                      {t('payment.download', { number: invoice.number })}
                    </button>
                  </li>
                ))}
              </ul>
              {page.next && size < 100 ? (
                <button type="button" className="btn btn--ghost" onClick={() => setSize((s) => Math.min(100, s + INVOICE_PAGE))}>
                  {t('payment.more')}
                </button>
              ) : null}
            </>
          ) : (
            <p className="muted">{t('payment.noInvoices')}</p>
          )
        }
      </QueryState>
    </section>
  );
}
