import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION, TOAST_VISIBLE_LIMIT } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';

/** Keeps phone toasts above the employer area's bottom bar (4 rem plus a gap). */
const ABOVE_BOTTOM_NAV_PX = 80;

/**
 * sonner's toaster as the app sets it (docs/requirements.md §9): bottom-right, one toast at a time, 4 s by default.
 * Its own chunk (app-toaster.tsx loads it); toasts made before it subscribed are shown when it does.
 */
export default function SonnerToaster({ inEmployerArea }: { inEmployerArea: boolean }) {
  return (
    <Toaster
      position={TOAST_POSITION}
      visibleToasts={TOAST_VISIBLE_LIMIT}
      duration={TOAST_DURATION_MS}
      mobileOffset={inEmployerArea ? { bottom: ABOVE_BOTTOM_NAV_PX } : undefined}
      containerAriaLabel={t('shell.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('shell.closeToast') }}
      richColors
      closeButton
    />
  );
}
