import { Icon } from '@/components/icons';
import { useOnlineStatus } from '@/pwa/online-status';

/** A polite live region that is always present, so screen readers announce going offline and back. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-banner">
      {online ? null : (
        <p className="container">
          <Icon name="wifiOff" />
          You are offline. Pages you have visited still open; sending or saving needs a connection.
        </p>
      )}
    </div>
  );
}
