import { t } from '@/domain/i18n/i18n';
import { useOnlineStatus } from '@/pwa/online-status';

/**
 * Actions that are never kept on the device (docs/offline.md "Online only": password change, account deletion,
 * signing out, payments) are disabled offline, with the reason beside them. `useOnlineOnly(id)` gives the button's
 * `disabled` part and `aria-describedby`, and the note to place after it.
 */
export function useOnlineOnly(id: string, { compact = false }: { compact?: boolean } = {}) {
  const online = useOnlineStatus();
  return {
    offline: !online,
    describedBy: online ? undefined : id,
    // Where there is no room for a line (the navigation bar), the reason is the button's tooltip and description.
    title: online || !compact ? undefined : t('outbox.onlineOnly'),
    note: online ? null : (
      <p id={id} className={compact ? 'visually-hidden' : 'muted online-only-note'}>
        {t('outbox.onlineOnly')}
      </p>
    ),
  };
}
