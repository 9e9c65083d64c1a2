import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { failureFromThrown } from '@/api/error-text';
import { splitServerErrors } from '@/components/server-field-errors';
import { formatDateWithBs } from '@/domain/format';
import { PLANS, planById, priceWithVat, type PlanId } from '@/domain/plans';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { billingQuery, downloadInvoice, followRedirect, invoicesQuery, type BillingOverview, type GatewayId } from './billing-queries';
import { limitLines, PAYMENT_TEXT as T } from './payment-text';

export function PaymentPage() {
  const api = useApi();
  const query = useQuery(billingQuery(api));
  return (
    <EmployerPage title={T.title} lead={T.lead}>
      <QueryState query={query} loading={T.loading}>
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
    { id: 'usage-active-jobs', label: T.activeJobs, used: usage.active_jobs, limit: plan.limits.active_jobs },
    { id: 'usage-featured-jobs', label: T.featuredJobs, used: usage.featured_jobs, limit: plan.limits.featured_jobs },
    { id: 'usage-swipes-today', label: T.swipesToday, used: usage.swipes_today, limit: plan.limits.swipes_per_day },
  ];
  return (
    <section className="panel stack" aria-labelledby="current-plan">
      <h2 id="current-plan">
        {T.currentPlan}: {plan.name}
      </h2>
      <p className="muted">{billing.period_end ? T.until(formatDateWithBs(new Date(billing.period_end))) : T.freeForever}</p>
      <h3>{T.usage}</h3>
      <ul className="plain-list stack">
        {rows.map((row) => (
          <li key={row.id}>
            <span id={row.id}>{row.label}</span>: {T.ofLimit(row.used, row.limit)}
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
        toast.info(T.redirecting);
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
            <h2 id="choose-plan">{T.choosePlan}</h2>
          </legend>
          {paid.map((p) => (
            <label key={p.id} className="card">
              <input type="radio" name="plan" value={p.id} checked={plan === p.id} onChange={() => setPlan(p.id)} />{' '}
              <strong>{p.name}</strong>
              {p.id === current ? ` — ${T.renew}` : null}
              <br />
              <span>{T.perMonth(p.pricePaisa)}</span> · <span className="muted">{T.withVat(priceWithVat(p.pricePaisa).total)}</span>
              <br />
              <span className="muted">{limitLines(p).join(' · ')}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{T.chooseGateway}</legend>
          {billing.gateways.map((g) => (
            <label key={g.id}>
              <input type="radio" name="gateway" value={g.id} checked={gateway === g.id} onChange={() => setGateway(g.id)} /> {g.name}
            </label>
          ))}
          {billing.gateways.some((g) => g.test) ? <p className="muted">{T.testGatewayNote}</p> : null}
        </fieldset>
        {billing.details_complete ? null : (
          <p className="form-alert">
            {T.detailsFirst} <Link to="/settings/billing">{T.editDetails}</Link>
          </p>
        )}
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy || !billing.details_complete}>
            {busy ? T.redirecting : T.pay(chosen.name, total)}
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
      <h2 id="invoices">{T.invoices}</h2>
      <QueryState query={query} loading={T.loading}>
        {(page) =>
          page.results.length ? (
            <>
              <ul className="plain-list stack">
                {page.results.map((invoice) => (
                  <li key={invoice.id} className="card">
                    <strong>{T.invoiceLine(invoice.number, invoice.plan_name)}</strong>
                    <br />
                    <span className="muted">{formatDateWithBs(new Date(invoice.issued_at))}</span>
                    <br />
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => void downloadInvoice(api, invoice.id).catch(() => toast.error(T.downloadFailed))}
                    >
                      {T.download(invoice.number)}
                    </button>
                  </li>
                ))}
              </ul>
              {page.next && size < 100 ? (
                <button type="button" className="btn btn--ghost" onClick={() => setSize((s) => Math.min(100, s + INVOICE_PAGE))}>
                  {T.more}
                </button>
              ) : null}
            </>
          ) : (
            <p className="muted">{T.noInvoices}</p>
          )
        }
      </QueryState>
    </section>
  );
}
