import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { splitServerErrors } from '@/components/server-field-errors';
import { formatDateWithBs, formatNpr } from '@/domain/format';
import { PLAN_PERIOD_DAYS, PLANS, planById, priceWithVat, VAT_PERCENT, type Plan, type PlanId } from '@/domain/plans';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { billingQuery, downloadInvoice, followRedirect, invoicesQuery, type BillingOverview, type GatewayId } from './billing-queries';
import { limitLines } from '@/components/plan-limits';
import { t } from '@/domain/i18n/i18n';
import './payment.css';
import { useOnlineOnly } from '@/components/online-only';

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
        {t('payment.currentPlan')}: {t(`pricing.planName.${plan.id}`)}
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
      <p className="muted">{t('payment.activeHint')}</p>
    </section>
  );
}

function CheckoutForm({ billing }: { billing: BillingOverview }) {
  const onlineOnly = useOnlineOnly('payment-online-only');
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
      <form className="form checkout-form" onSubmit={pay}>
        <fieldset className="plan-picker">
          <legend>
            <h2 id="choose-plan">{t('payment.choosePlan')}</h2>
          </legend>
          <p className="muted">{t('payment.pricesNote', { days: PLAN_PERIOD_DAYS, vatPercent: VAT_PERCENT })}</p>
          <div className="plan-options">
            {paid.map((p) => (
              <PlanOption key={p.id} plan={p} current={p.id === current} checked={plan === p.id} onChoose={() => setPlan(p.id)} />
            ))}
          </div>
        </fieldset>
        <fieldset className="gateway-picker">
          <legend>{t('payment.chooseGateway')}</legend>
          {billing.gateways.map((g) => (
            <label key={g.id}>
              <input type="radio" name="gateway" value={g.id} checked={gateway === g.id} onChange={() => setGateway(g.id)} /> {g.test ? t('payment.testGatewayName') : g.name}
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
          <button type="submit" className="btn btn--primary btn--wrap" disabled={busy || !billing.details_complete || onlineOnly.offline}
            aria-describedby={onlineOnly.describedBy}>
            {busy ? t('payment.redirecting') : t('payment.pay', { plan: chosen.name, amount: formatNpr(total) })}
          </button>
          {onlineOnly.note}
        </div>
      </form>
    </section>
  );
}

/**
 * One plan to choose: a card whose whole face chooses it (its label covers it), with the radio in sight, the name,
 * the price with VAT and without, and what the plan includes.
 */
function PlanOption({ plan, current, checked, onChoose }: { plan: Plan; current: boolean; checked: boolean; onChoose: () => void }) {
  const id = `plan-${plan.id}`;
  return (
    <div className={`plan-option${checked ? ' plan-option--checked' : ''}`}>
      <div className="plan-option__head">
        <input type="radio" id={id} name="plan" value={plan.id} checked={checked} onChange={onChoose}
          aria-describedby={`${id}-price ${id}-limits`} />
        <label htmlFor={id} className="plan-option__name">{t(`pricing.planName.${plan.id}`)}</label>
        {current ? <span className="tag">{t('payment.yourPlan')}</span> : null}
      </div>
      <p id={`${id}-price`} className="plan-option__price">
        <strong>{t('payment.withVat', { amount: formatNpr(priceWithVat(plan.pricePaisa).total) })}</strong>
        <span className="muted">{t('payment.perMonth', { amount: formatNpr(plan.pricePaisa), vatPercent: VAT_PERCENT })}</span>
      </p>
      <p className="plan-option__summary muted">{t(`plans.summary.${plan.id}`)}</p>
      <ul id={`${id}-limits`} className="plan-option__limits" aria-label={t('payment.planIncludes', { plan: t(`pricing.planName.${plan.id}`) })}>
        {limitLines(plan).map((line) => <li key={line}>{line}</li>)}
      </ul>
      {current ? <p className="plan-option__renew">{t('payment.renew')}</p> : null}
    </div>
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
                    <strong>{t('payment.invoiceLine', { number: invoice.number, plan: t(`pricing.planName.${invoice.plan}`) })}</strong>
                    <br />
                    <span className="muted">{formatDateWithBs(new Date(invoice.issued_at))}</span>
                    <br />
                    <button
                      type="button"
                      className="btn btn--secondary btn--wrap"
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
