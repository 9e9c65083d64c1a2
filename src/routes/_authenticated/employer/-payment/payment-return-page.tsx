import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { errorText, failureFromThrown } from '@/api/error-text';
import { EmployerPage } from '../../-components/employer-page';
import { downloadInvoice, type GatewayId, type Payment } from './billing-queries';
import { t } from '@/domain/i18n/i18n';

const GATEWAYS: readonly string[] = ['khalti', 'esewa', 'test'] satisfies GatewayId[];

type Outcome = { kind: 'checking' } | { kind: 'done'; payment: Payment } | { kind: 'refused'; message: string };

/** Where a gateway sends the payer back: the server verifies with the gateway and answers what happened. */
export function PaymentReturnPage({ gateway }: { gateway: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The gateway's answer as it came, before anything rewrites the address bar.
  const [query] = useState(() => window.location.search);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const asked = useRef(false);

  const check = async () => {
    setOutcome({ kind: 'checking' });
    try {
      const { data, error, response } = await api.POST('/api/employer/billing/payments/confirm/', {
        body: { gateway: gateway as GatewayId, query },
      });
      if (data) {
        setOutcome({ kind: 'done', payment: data });
        void queryClient.invalidateQueries({ queryKey: ['billing'] });
      } else {
        setOutcome({ kind: 'refused', message: errorText({ status: response.status, body: error }).message });
      }
    } catch (thrown) {
      setOutcome({ kind: 'refused', message: failureFromThrown(thrown).message });
    }
  };

  useEffect(() => {
    if (asked.current || !GATEWAYS.includes(gateway)) return;
    asked.current = true; // confirming twice is harmless (the server grants once), but pointless
    void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the answer the page opened with
  }, []);

  if (!GATEWAYS.includes(gateway)) {
    return (
      <EmployerPage title={t('payment.returnTitle')}>
        <p className="form-alert" role="alert">{t('payment.unknownGateway')}</p>
        <Link to="/employer/payment">{t('payment.backToPayment')}</Link>
      </EmployerPage>
    );
  }
  return (
    <EmployerPage title={t('payment.returnTitle')}>
      {outcome.kind === 'checking' ? <p className="loading" role="status">{t('payment.checking')}</p> : null}
      {outcome.kind === 'refused' ? <p className="form-alert" role="alert">{outcome.message}</p> : null}
      {outcome.kind === 'done' ? <Result payment={outcome.payment} onCheckAgain={() => void check()} /> : null}
      <p>
        <Link to="/employer/payment">{t('payment.backToPayment')}</Link>
      </p>
    </EmployerPage>
  );
}

function Result({ payment, onCheckAgain }: { payment: Payment; onCheckAgain: () => void }) {
  const api = useApi();
  if (payment.status === 'completed') {
    return (
      <div className="form-success stack" role="status">
        <p>{t('payment.paid', { plan: t(`pricing.planName.${payment.plan}`) })}</p>
        {payment.invoice ? (
          <p>
            {t('payment.paidInvoice')}{' '}
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void downloadInvoice(api, payment.invoice!).catch(() => toast.error(t('payment.downloadFailed')))}
            >
              {t('payment.downloadInvoice')}
            </button>
          </p>
        ) : null}
      </div>
    );
  }
  if (payment.status === 'failed') {
    return <p className="form-alert" role="alert">{payment.failure_reason ? t('payment.failedBecause', { reason: payment.failure_reason }) : t('payment.failed')}</p>;
  }
  return (
    <div className="stack" role="status">
      <p>{t('payment.pending')}</p>
      <div>
        <button type="button" className="btn btn--secondary" onClick={onCheckAgain}>{t('payment.checkAgain')}</button>
      </div>
    </div>
  );
}
