import { useState } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { okOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import type { RequestFailure } from '@/domain/request-failure';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { useSeekerSession } from '@/session/seeker-context';
import '@/routes/-components/auth.css';

/**
 * Where the link at the foot of an e-mail about an application leads (docs/seekers.md "E-mails"): the job seeker
 * turns those e-mails off without signing in, with the link's signed token. Opening the page changes nothing (mail
 * scanners open links); the button does.
 */
export const Route = createFileRoute('/seeker/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  head: () => pageHead('pageTitle.seekerUnsubscribe'),
  component: SeekerUnsubscribePage,
});

function SeekerUnsubscribePage() {
  const { token } = Route.useSearch();
  const { client } = useSeekerSession();
  // A job alert's link stops that one alert (docs/seekers.md "Finding jobs"); its token says which kind it is.
  const alert = token?.startsWith('alert.') ?? false;
  // Signed out, outside the space's query cache: one request, its state kept here.
  const [state, setState] = useState<{ step: 'ready' | 'working' | 'done' } | { step: 'failed'; failure: RequestFailure }>({ step: 'ready' });
  const stop = async (value: string) => {
    setState({ step: 'working' });
    try {
      okOrThrow(await client.POST('/api/seeker/unsubscribe/', { params: { query: { token: value } }, body: {} }));
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', failure: failureFromThrown(error) });
    }
  };
  return (
    <div className="auth container">
      <div className="auth__card card stack">
        <p className="eyebrow">{t('seeker.area')}</p>
        <h1>{alert ? t('seeker.unsubscribe.alertTitle') : t('seeker.unsubscribe.title')}</h1>
        {state.step === 'done' ? (
          <div role="status" className="stack">
            <p>{alert ? t('seeker.unsubscribe.alertDone') : t('seeker.unsubscribe.done')}</p>
            <p className="muted">{alert ? t('seeker.unsubscribe.alertAgain') : t('seeker.unsubscribe.again')}</p>
          </div>
        ) : token ? (
          <>
            <p>{alert ? t('seeker.unsubscribe.alertBody') : t('seeker.unsubscribe.body')}</p>
            {state.step === 'failed' ? (
              <p className="form-alert" role="alert">
                {state.failure.message || t('seeker.unsubscribe.failed')}
              </p>
            ) : null}
            <p>
              <button type="button" className="btn btn--primary" onClick={() => void stop(token)} disabled={state.step === 'working'}>
                {state.step === 'working' ? t('seeker.unsubscribe.working') : alert ? t('seeker.unsubscribe.alertConfirm') : t('seeker.unsubscribe.confirm')}
              </button>
            </p>
          </>
        ) : (
          <p className="form-alert" role="alert">{t('seeker.unsubscribe.missing')}</p>
        )}
        <p>
          <Link to="/seeker/login">{t('seeker.unsubscribe.space')}</Link>
        </p>
      </div>
    </div>
  );
}
