import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@/domain/constants';
import type { NotifyEvent } from '@/machines/notify';

// sonner comes with the first toast, not with every page that may show one (docs/performance.md); toasts made
// before it arrives are shown in their order, as the toaster shows those made before it subscribed.
let sonner: Promise<typeof import('sonner')> | null = null;

/** Shows a machine's `notify` event with sonner; `go` performs a toast action's navigation. */
export function showToast(event: NotifyEvent, go?: (to: string, search?: Record<string, string>) => void): void {
  sonner ??= import('sonner');
  sonner.then(({ toast }) => {
    const { action } = event;
    const options = {
      description: event.description,
      duration: event.kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS,
      action: action && go ? { label: action.label, onClick: () => go(action.to, action.search) } : undefined,
    };
    if (event.kind === 'success') toast.success(event.message, options);
    else if (event.kind === 'error') toast.error(event.message, options);
    else toast.info(event.message, options);
  }, () => {
    sonner = null; // offline before the chunk was kept: the next toast tries again
  });
}
