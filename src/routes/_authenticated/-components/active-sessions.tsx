import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataOrThrow, okOrThrow } from '@/api/answer';
import { useApi, useSession } from '@/session/session-context';
import { QueryState } from './query-state';
import { formatDateTime as when } from './date-time';
import { t } from '@/domain/i18n/i18n';
import { activeSessionsQuery, type ActiveSession } from './settings-queries';
import { useOnlineOnly } from '@/components/online-only';

export function ActiveSessions() {
  const onlineOnly = useOnlineOnly('sessions-online-only');
  const api = useApi();
  const { logout } = useSession();
  const query = useQuery(activeSessionsQuery(api));
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery(api).queryKey });

  const revoke = useMutation({
    mutationFn: async (session: ActiveSession) => {
      // Already gone (another device signed it out) is what was asked for.
      okOrThrow(await api.DELETE('/api/auth/sessions/{id}/', { params: { path: { id: session.id } } }), [404]);
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
      return dataOrThrow(await api.POST('/api/auth/sessions/revoke-others/', {}));
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
            {onlineOnly.note}
            <ul className="plain-list stack" aria-label={t('security.sessionsHeading')}>
              {sessions.map((s) => (
                <li key={s.id} className="card stack" data-testid="session">
                  <p>
                    <strong>{s.device}</strong> {s.current ? <span className="tag">{t('security.thisDevice')}</span> : null}
                  </p>
                  <dl className="muted pairs">
                    <div><dt>{t('security.ip')}</dt> <dd>{s.ip || '—'}</dd></div>
                    <div><dt>{t('security.signedIn')}</dt> <dd>{when(s.created_at)}</dd></div>
                    <div><dt>{t('security.lastActive')}</dt> <dd>{when(s.last_used_at)}</dd></div>
                  </dl>
                  <div>
                    <button type="button" className="btn btn--secondary btn--small" disabled={revoke.isPending || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}
                      aria-label={t('security.signOutNamed', { device: s.device, current: s.current })} onClick={() => revoke.mutate(s)}>
                      {t('security.signOut')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {sessions.some((s) => !s.current) ? (
              <div>
                <button type="button" className="btn btn--secondary" disabled={revokeOthers.isPending || onlineOnly.offline}
                  aria-describedby={onlineOnly.describedBy} onClick={() => revokeOthers.mutate()}>
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
