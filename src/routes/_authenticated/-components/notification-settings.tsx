import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi } from '@/session/session-context';
import { dataOrThrow } from '@/api/answer';
import { EmployerPage } from './employer-page';
import { QueryState } from './query-state';
import { NOTIFICATION_TEXT as T } from './settings-text';
import { notificationSettingsQuery, type NotificationSettings } from './settings-queries';

type Key = keyof NotificationSettings;

export function NotificationSettingsPage() {
  const api = useApi();
  const query = useQuery(notificationSettingsQuery(api));
  return (
    <EmployerPage title={T.title} lead={T.lead}>
      <QueryState query={query} loading={T.loading}>
        {(settings) => <NotificationToggles settings={settings} />}
      </QueryState>
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
  const [choice, setChoice] = useState<{ over: NotificationSettings; change: Partial<NotificationSettings> }>();
  const shown = choice?.over === settings ? { ...settings, ...choice.change } : settings;
  const save = useMutation({
    mutationFn: async (change: Partial<NotificationSettings>) => {
      return dataOrThrow(await api.PATCH('/api/settings/notifications/', { body: change }));
    },
    onSuccess: (data) => {
      queryClient.setQueryData(notificationSettingsQuery(api).queryKey, data);
      toast.success(T.saved);
    },
    onError: (error) => {
      setChoice(undefined);
      toast.error(error.message);
    },
  });

  return (
    <form className="form card" noValidate onSubmit={(e) => e.preventDefault()}>
      <fieldset className="stack">
        <legend>
          <strong>{T.legend}</strong>
        </legend>
        {T.options.map((option) => (
          <Toggle
            key={option.key}
            id={`notify-${option.key}`}
            label={option.label}
            hint={option.hint}
            checked={shown[option.key as Key]}
            disabled={save.isPending}
            onChange={(checked) => {
              const change = { [option.key]: checked };
              setChoice({ over: settings, change });
              save.mutate(change);
            }}
          />
        ))}
      </fieldset>
      <p className="muted" role="status" aria-live="polite">
        {save.isPending ? T.saving : ''}
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
