import { useState, useSyncExternalStore } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, Navigate, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { createAppQueryClient } from '@/app-query-client';
import { readSeekerSession } from '@/api/seeker-storage';
import { DataAsOf, useShownDataAge } from '@/components/data-as-of';
import { SEEKER_QUERY_CACHE_STORAGE_KEY } from '@/domain/constants';
import { formatNumber } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { NothingKeptText } from '@/routes/_authenticated/-components/query-state';
import { keepQueryCacheOnDevice } from '@/session/query-cache-store';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { seekerCacheOwner } from '@/session/seeker-session';
import { seekerConversationsQuery } from './-components/seeker-queries';
import '@/components/unread-badge.css';
import './-components/seeker.css';

/** Pathless layout of the signed-in job seeker's pages: a visitor without a seeker session signs in first. */
export const Route = createFileRoute('/seeker/_signedIn')({
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !readSeekerSession()) throw redirect({ to: '/seeker/login', replace: true });
  },
  component: SeekerLayout,
});

function SeekerLayout() {
  const session = useSeekerSession();
  const seeker = useSignedInSeeker();
  const navigate = useNavigate();
  // The seeker's answers live in their own cache, dropped with the session: an employer's never mixes with them.
  // It is kept on the device in a place of its own, so pages opened once open offline (docs/seekers.md "Offline").
  const [queryClient] = useState(createAppQueryClient);
  const [onDevice] = useState(() => keepQueryCacheOnDevice(queryClient, seekerCacheOwner(session), SEEKER_QUERY_CACHE_STORAGE_KEY));
  const restored = useSyncExternalStore(onDevice.subscribe, onDevice.isRestored, () => true);
  const [signingOut, setSigningOut] = useState(false);

  // Signed out here or in another tab, or the token ended: this layout and its cache go with the navigation.
  if (!seeker) return <Navigate to="/seeker/login" replace />;

  async function signOut() {
    setSigningOut(true);
    await session.signOut();
    queryClient.clear();
    toast.success(t('seeker.signedOut'));
    void navigate({ to: '/seeker/login', replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <div className="seeker container">
        <nav className="seeker__bar" aria-label={t('seeker.nav.label')}>
          <span className="seeker__links">
            <Link to="/seeker/applications" className="seeker__home" activeOptions={{ exact: true }}>
              {t('seeker.nav.applications')}
            </Link>
            <Link to="/seeker/profile" className="seeker__home">
              {t('seeker.nav.profile')}
            </Link>
            <Link to="/seeker/alerts" className="seeker__home">
              {t('seeker.nav.alerts')}
            </Link>
            <MessagesLink />
            <Link to="/seeker/privacy" className="seeker__home">
              {t('seeker.nav.privacy')}
            </Link>
          </span>
          <span className="seeker__who muted">{t('seeker.nav.signedInAs', { name: seeker.seeker.full_name })}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void signOut()} disabled={signingOut}>
            {t('seeker.nav.signOut')}
          </button>
        </nav>
        <NothingKeptText value={t('seeker.offlineNothingKept')}>
          <SeekerDataAge />
          {restored ? <Outlet /> : null}
        </NothingKeptText>
      </div>
    </QueryClientProvider>
  );
}

/** "Messages", with how many of the employers' messages the seeker has not read (the list's own answer). */
function MessagesLink() {
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const unread = (useQuery(seekerConversationsQuery(client, seeker.seeker.id)).data ?? []).reduce((n, c) => n + c.unread_count, 0);
  return (
    <Link to="/seeker/messages" className="seeker__home">
      {t('seeker.nav.messages')}
      {unread > 0 ? (
        <>
          <span className="unread-badge" aria-hidden="true">{formatNumber(unread)}</span>
          <span className="visually-hidden">{t('seeker.nav.messagesUnread', { n: unread })}</span>
        </>
      ) : null}
    </Link>
  );
}

/** How old the page's data is, when it shows what was kept on the device (offline, or a refresh that failed). */
function SeekerDataAge() {
  return <DataAsOf age={useShownDataAge()} texts={{ offline: 'seeker.asOfOffline', notRefreshed: 'seeker.asOfNotRefreshed' }} />;
}

