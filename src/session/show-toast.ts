import { toast } from 'sonner';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@/domain/constants';
import type { NotifyEvent } from '@/machines/notify';

/** Shows a machine's `notify` event with sonner; `go` performs a toast action's navigation. */
export function showToast(event: NotifyEvent, go?: (to: string, search?: Record<string, string>) => void): void {
  const { action } = event;
  const options = {
    description: event.description,
    duration: event.kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS,
    action: action && go ? { label: action.label, onClick: () => go(action.to, action.search) } : undefined,
  };
  if (event.kind === 'success') toast.success(event.message, options);
  else if (event.kind === 'error') toast.error(event.message, options);
  else toast.info(event.message, options);
}
