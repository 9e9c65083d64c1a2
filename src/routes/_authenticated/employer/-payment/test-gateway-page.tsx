import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useApi } from '@/session/session-context';
import { dataOrThrow } from '@/api/answer';
import { errorText, failureFromThrown } from '@/api/error-text';
import { formatNpr } from '@/domain/format';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { t } from '@/domain/i18n/i18n';

/** The test gateway's own page, clearly not a real one: Pay or Cancel, then back to our return page. */
export function TestGatewayPage({ paymentId }: { paymentId: string }) {
  const api = useApi();
  const router = useRouter();
  const query = useQuery({
    queryKey: ['billing', 'test-payment', paymentId],
    queryFn: async ({ signal }) => {
      return dataOrThrow(await api.GET('/api/employer/billing/test-gateway/{id}/', { params: { path: { id: paymentId } }, signal }));
    },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(action: 'pay' | 'cancel') {
    setBusy(true);
    setError(null);
    try {
      const { data, error: body, response } = await api.POST('/api/employer/billing/test-gateway/{id}/', {
        params: { path: { id: paymentId } },
        body: { action },
      });
      if (data) {
        router.history.push(data.return_url);
        return;
      }
      setError(errorText({ status: response.status, body }).message);
    } catch (thrown) {
      setError(failureFromThrown(thrown).message);
    }
    setBusy(false);
  }

  return (
    <EmployerPage title={t('payment.testTitle')} lead={t('payment.testLead')}>
      <QueryState query={query} loading={t('payment.loading')}>
        {(payment) => (
          <section className="panel stack" aria-label={t('payment.testTitle')}>
            <p>
              <span className="tag">{t('payment.testTag')}</span> {t('payment.testAmount', { plan: t(`pricing.planName.${payment.plan}`), amount: formatNpr(payment.total_paisa) })}
            </p>
            {payment.status !== 'pending' ? <p className="form-alert">{t('payment.testDecided')}</p> : null}
            {error ? <p className="form-alert" role="alert">{error}</p> : null}
            <div className="btn-row">
              <button type="button" className="btn btn--primary" disabled={busy || payment.status !== 'pending'} onClick={() => void decide('pay')}>
                {t('payment.testPay')}
              </button>
              <button type="button" className="btn btn--secondary" disabled={busy || payment.status !== 'pending'} onClick={() => void decide('cancel')}>
                {t('payment.testCancel')}
              </button>
            </div>
          </section>
        )}
      </QueryState>
    </EmployerPage>
  );
}
