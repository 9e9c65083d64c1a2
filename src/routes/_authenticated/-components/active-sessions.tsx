import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataOrThrow, okOrThrow } from '@/api/answer';
import { useApi, useSession } from '@/session/session-context';
import { QueryState } from './query-state';
import { formatDateTime as when } from './date-time';
import { SECURITY_TEXT as T } from './settings-text';
import { activeSessionsQuery, type ActiveSession } from './settings-queries';

export function ActiveSessions() {
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
      toast.success(T.signedOut);
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
      toast.success(T.othersSignedOut(data.revoked));
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section aria-labelledby="security-sessions" className="card stack">
      <h2 id="security-sessions">{T.sessionsHeading}</h2>
      <p className="muted">{T.sessionsLead}</p>
      <QueryState query={query} loading={T.loadingSessions}>
        {(sessions) => (
          <>
            <ul className="plain-list stack" aria-label={T.sessionsHeading}>
              {sessions.map((s) => (
                <li key={s.id} className="card stack" data-testid="session">
                  <p>
                    <strong>{s.device}</strong> {s.current ? <span className="tag">{T.thisDevice}</span> : null}
                  </p>
                  <dl className="muted">
                    <div><dt>{T.ip}</dt> <dd>{s.ip || '—'}</dd></div>
                    <div><dt>{T.signedIn}</dt> <dd>{when(s.created_at)}</dd></div>
                    <div><dt>{T.lastActive}</dt> <dd>{when(s.last_used_at)}</dd></div>
                  </dl>
                  <div>
                    <button type="button" className="btn btn--secondary btn--small" disabled={revoke.isPending}
                      aria-label={T.signOutNamed(s.device, s.current)} onClick={() => revoke.mutate(s)}>
                      {T.signOut}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {sessions.some((s) => !s.current) ? (
              <div>
                <button type="button" className="btn btn--secondary" disabled={revokeOthers.isPending}
                  onClick={() => revokeOthers.mutate()}>
                  {T.signOutOthers}
                </button>
              </div>
            ) : (
              <p className="muted">{T.noOthers}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
