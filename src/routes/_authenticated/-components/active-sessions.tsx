import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import { logout } from '@/session/session';
import { QueryState } from './query-state';
import { formatDateTime as when } from './date-time';
import { t } from '@/domain/i18n/i18n';
import { activeSessionsQuery, type ActiveSession } from './settings-queries';

export function ActiveSessions() {
  const query = useQuery(activeSessionsQuery);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey });

  const revoke = useMutation({
    mutationFn: async (session: ActiveSession) => {
      const { error, response } = await api.DELETE('/api/auth/sessions/{id}/', { params: { path: { id: session.id } } });
      // Already gone (another device signed it out) is what was asked for.
      if (!response.ok && response.status !== 404) throw failureFromResponse(response, error);
      return session;
    },
    onSuccess: (session) => {
      toast.success(t('security.signedOut'));
      // This device's token no longer works: leave through the normal sign-out.
      if (session.current) logout();
      else void refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  const revokeOthers = useMutation({
    mutationFn: async () => {
      const { data, error, response } = await api.POST('/api/auth/sessions/revoke-others/', {});
      if (!data) throw failureFromResponse(response, error);
      return data;
    },
    onSuccess: (data) => {
      toast.success(t('security.othersSignedOut', { n: data.revoked }));
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section aria-labelledby="security-sessions" className="card stack">
      <h2 id="security-sessions">{t('security.sessionsHeading')}</h2>
      <p className="muted">{t('security.sessionsLead')}</p>
      <QueryState query={query} loading={t('security.loadingSessions')}>
        {(sessions) => (
          <>
            <ul className="plain-list stack" aria-label={t('security.sessionsHeading')}>
              {sessions.map((s) => (
                <li key={s.id} className="card stack" data-testid="session">
                  <p>
                    <strong>{s.device}</strong> {s.current ? <span className="tag">{t('security.thisDevice')}</span> : null}
                  </p>
                  <dl className="muted">
                    <div><dt>{t('security.ip')}</dt> <dd>{s.ip || '—'}</dd></div>
                    <div><dt>{t('security.signedIn')}</dt> <dd>{when(s.created_at)}</dd></div>
                    <div><dt>{t('security.lastActive')}</dt> <dd>{when(s.last_used_at)}</dd></div>
                  </dl>
                  <div>
                    <button type="button" className="btn btn--secondary btn--small" disabled={revoke.isPending}
                      aria-label={t('security.signOutNamed', { device: s.device, current: s.current })} onClick={() => revoke.mutate(s)}>
                      {t('security.signOut')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {sessions.some((s) => !s.current) ? (
              <div>
                <button type="button" className="btn btn--secondary" disabled={revokeOthers.isPending}
                  onClick={() => revokeOthers.mutate()}>
                  {t('security.signOutOthers')}
                </button>
              </div>
            ) : (
              <p className="muted">{t('security.noOthers')}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
