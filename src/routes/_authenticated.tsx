import { useSyncExternalStore } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAppQueryClient } from '@/app-query-client';
import { loadCatalogue, t } from '@/domain/i18n/i18n';
import { WorkspaceOutboxProvider } from '@/session/workspace-outbox-context';
import { keepQueryCacheOnDevice } from '@/session/query-cache-store';
import { useSession } from '@/session/session-context';
import { NothingKeptText } from './_authenticated/-components/query-state';
import { Workspace } from './_authenticated/-components/workspace';

/** Pathless layout of the employer and settings routes (docs/requirements.md §2): logged-out visitors go to /login. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    if (!context.session.isAuthenticated) throw redirect({ to: '/login', replace: true });
    // The workspace's UI text is its own part of the catalogue (src/domain/i18n/catalogue-parts.ts).
    await loadCatalogue('workspace');
  },
  component: EmployerLayout,
});

function EmployerLayout() {
  const queryClient = useAppQueryClient();
  // The cache kept on the device (docs/offline.md "Reading offline") loads with the workspace, not the public pages;
  // the screens wait the few milliseconds it takes, so offline they open with their last data.
  const onDevice = keepQueryCacheOnDevice(queryClient, useSession());
  const restored = useSyncExternalStore(onDevice.subscribe, onDevice.isRestored, () => true);
  return (
    <QueryClientProvider client={queryClient}>
      <WorkspaceOutboxProvider>
        <NothingKeptText value={t('workspace.offlineNothingKept')}>
          {restored ? <Workspace /> : null}
        </NothingKeptText>
      </WorkspaceOutboxProvider>
    </QueryClientProvider>
  );
}

