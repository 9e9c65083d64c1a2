import { Icon } from '@/components/icons';
import { t } from '@/domain/i18n/i18n';
import { useOnlineStatus } from '@/pwa/online-status';

/**
 * A polite live region that is always present, so screen readers announce going offline and back. In the workspace
 * it says that changes are kept (they go through the outbox, docs/offline.md "Writing offline"); on public pages,
 * whose forms need a connection, that visited pages still open.
 */
export function OfflineIndicator({ workspace = false }: { workspace?: boolean }) {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-banner">
      {online ? null : (
        <p className="container">
          <Icon name="wifiOff" />
          {workspace ? t('offline.workspace') : t('offline.site')}
        </p>
      )}
    </div>
  );
}
