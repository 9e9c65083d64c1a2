import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { useWaitingChanges, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { SETTINGS_RESOURCE } from './settings-writes';
import { EmployerPage } from './employer-page';
import { PushNotificationsSection } from './push-notifications';
import { QueryState } from './query-state';
import { t } from '@/domain/i18n/i18n';
import { notificationSettingsQuery, type NotificationSettings } from './settings-queries';

type Key = keyof NotificationSettings;

/** The toggles, in the order shown. */
const OPTIONS = ['new_applications', 'messages', 'interview_reminders', 'weekly_summary', 'mentions', 'scorecard_reminders'] as const satisfies readonly Key[];

export function NotificationSettingsPage() {
  const api = useApi();
  const query = useQuery(notificationSettingsQuery(api));
  return (
    <EmployerPage title={t('notifications.title')} lead={t('notifications.lead')}>
      <QueryState query={query} loading={t('notifications.loading')}>
        {(settings) => <NotificationToggles settings={settings} />}
      </QueryState>
      <PushNotificationsSection />
    </EmployerPage>
  );
}

/**
 * Each switch saves at once; a failed save puts the switch back and says why. The switch shows the choice from
 * the click itself (state set in the event) until the saved settings arrive: the query's own update comes a task
 * later, and a controlled checkbox would meanwhile spring back to the old value.
 */
function NotificationToggles({ settings }: { settings: NotificationSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const outbox = useWorkspaceOutbox();
  const [choice, setChoice] = useState<{ over: NotificationSettings; change: Partial<NotificationSettings> }>();
  // Switches changed offline show as changed (also after a reload) until the server has them.
  const waiting = useWaitingChanges<NotificationSettings>(SETTINGS_RESOURCE.notifications);
  const saved = { ...settings, ...waiting };
  const shown = choice?.over === settings ? { ...saved, ...choice.change } : saved;
  const save = useMutation({
    // The outbox decides what happens offline: the mutation must not pause.
    networkMode: 'always',
    mutationFn: (change: Partial<NotificationSettings>) => outbox.enqueue({
      kind: 'settings.notifications', resource: SETTINGS_RESOURCE.notifications,
      request: { method: 'PATCH', path: '/api/settings/notifications/', body: change },
      label: t('outbox.settings.notifications'), invalidate: [['settings', 'notifications']],
    }),
    onSuccess: (outcome) => {
      if (outcome.type === 'delivered') {
        queryClient.setQueryData(notificationSettingsQuery(api).queryKey, outcome.output as NotificationSettings);
        toast.success(t('notifications.saved'));
      } else if (outcome.type === 'queued') toast.success(t('outbox.queued'));
      else {
        outbox.discard(outcome.key);
        setChoice(undefined);
        toast.error(outcome.reason);
      }
    },
  });

  return (
    <form className="form card" noValidate onSubmit={(e) => e.preventDefault()}>
      <fieldset className="stack">
        <legend>
          <strong>{t('notifications.legend')}</strong>
        </legend>
        <OutboxItemStatus resource={SETTINGS_RESOURCE.notifications} />
        {OPTIONS.map((option) => (
          <Toggle
            key={option}
            id={`notify-${option}`}
            label={t(`notifications.option.${option}`)}
            hint={t(`notifications.option.${option}.hint`)}
            checked={shown[option]}
            disabled={save.isPending}
            onChange={(checked) => {
              const change = { [option]: checked };
              setChoice({ over: settings, change });
              save.mutate(change);
            }}
          />
        ))}
      </fieldset>
      <p className="muted" role="status" aria-live="polite">
        {save.isPending ? t('notifications.saving') : ''}
      </p>
    </form>
  );
}

function Toggle({ id, label, hint, checked, disabled, onChange }: {
  id: string; label: string; hint: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--check">
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={checked} disabled={disabled} aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    </div>
  );
}
