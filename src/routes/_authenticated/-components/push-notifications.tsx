import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataOrThrow, okOrThrow } from '@/api/answer';
import { t } from '@/domain/i18n/i18n';
import {
  currentSubscription, pushAvailability, PushSetupError, subscribedWith, subscribeThisBrowser, unsubscribeThisBrowser,
  type PushAvailability,
} from '@/pwa/push-subscription';
import { useApi } from '@/session/session-context';
import { formatDateTime } from './date-time';
import { pushDevicesQuery, type PushDevice } from './settings-queries';
import './push-notifications.css';

type Kind = keyof PushDevice['kinds'];
const KINDS = ['new_application', 'new_message', 'interview_reminder'] as const satisfies readonly Kind[];

/** Why push is not on, said where the button is. */
type Problem = Exclude<PushAvailability, 'ready'> | 'dismissed' | 'unavailable';

const PROBLEM_TEXT = {
  blocked: () => t('notifications.push.blocked'),
  unsupported: () => t('notifications.push.unsupported'),
  'ios-needs-install': () => t('notifications.push.iosInstall'),
  dismissed: () => t('notifications.push.dismissed'),
  unavailable: () => t('notifications.push.unavailable'),
} satisfies Record<Problem, () => string>;

const browserSubscriptionKey = ['push', 'browser-endpoint'] as const;

/**
 * "Push notifications on this device" (docs/offline.md "Notifications"): this browser is on when the server has
 * its subscription. Turning on asks the browser's permission, subscribes with the server's key and stores it;
 * turning off removes it from both sides. The other devices with push can be stopped from here too.
 */
export function PushNotificationsSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState(pushAvailability);
  const [problem, setProblem] = useState<Problem | undefined>(availability === 'ready' ? undefined : availability);
  const devices = useQuery(pushDevicesQuery(api));
  const browser = useQuery({
    queryKey: browserSubscriptionKey,
    // A subscription made with another key (the server's keys changed) no longer reaches this browser: it is off.
    queryFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return null;
      const { public_key } = dataOrThrow(await api.GET('/api/push/vapid-key/'));
      return subscribedWith(subscription, public_key) ? subscription.endpoint : null;
    },
    enabled: availability !== 'unsupported' && availability !== 'ios-needs-install',
  });
  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: pushDevicesQuery(api).queryKey });
  const setDevices = (change: (list: PushDevice[]) => PushDevice[]) =>
    queryClient.setQueryData(pushDevicesQuery(api).queryKey, (list: PushDevice[] | undefined) => change(list ?? []));

  const thisDevice = browser.data ? devices.data?.find((d) => d.endpoint === browser.data) : undefined;
  const others = devices.data?.filter((d) => d !== thisDevice) ?? [];

  const turnOn = useMutation({
    mutationFn: async () => {
      const { public_key } = dataOrThrow(await api.GET('/api/push/vapid-key/'));
      const subscription = await subscribeThisBrowser(public_key);
      return dataOrThrow(await api.POST('/api/settings/push-subscriptions/', { body: subscription }));
    },
    onMutate: () => setProblem(undefined),
    onSuccess: (device) => {
      queryClient.setQueryData(browserSubscriptionKey, device.endpoint);
      setDevices((list) => [...list.filter((d) => d.id !== device.id), device]);
      toast.success(t('notifications.push.turnedOn'));
    },
    onError: (error) => {
      setAvailability(pushAvailability());
      if (error instanceof PushSetupError) setProblem(error.reason);
      else if (error instanceof DOMException) setProblem('unavailable');
      else toast.error(error.message);
    },
  });

  // Whether the device is this browser is decided when the button is pressed: the list may be fetched afresh (new
  // objects) before the answer comes.
  const remove = useMutation({
    mutationFn: async ({ device, thisBrowser }: { device: PushDevice; thisBrowser: boolean }) => {
      // Already gone (removed on another device, or expired) is what was asked for.
      okOrThrow(await api.DELETE('/api/settings/push-subscriptions/{id}/', { params: { path: { id: device.id } } }), [404]);
      if (thisBrowser) await unsubscribeThisBrowser().catch(() => undefined);
      return { device, thisBrowser };
    },
    onSuccess: ({ device, thisBrowser }) => {
      setDevices((list) => list.filter((d) => d.id !== device.id));
      if (thisBrowser) {
        queryClient.setQueryData(browserSubscriptionKey, null);
        toast.success(t('notifications.push.turnedOff'));
      } else {
        toast.success(t('notifications.push.removed'));
      }
    },
    onError: (error) => {
      toast.error(error.message);
      void refreshDevices();
    },
  });

  const checking = devices.isPending || (browser.isPending && browser.fetchStatus !== 'idle');
  const canTurnOn = availability === 'ready' || availability === 'blocked';

  return (
    <section aria-labelledby="push-heading" className="card stack push-settings" data-testid="push-settings">
      <h2 id="push-heading" className="card-title">{t('notifications.push.heading')}</h2>
      <p className="muted">{t('notifications.push.lead')}</p>
      {checking ? (
        <p className="loading" role="status">{t('notifications.push.checking')}</p>
      ) : thisDevice ? (
        <>
          <p role="status"><strong>{t('notifications.push.on')}</strong></p>
          <PushKinds device={thisDevice} />
          <div>
            <button type="button" className="btn btn--secondary" disabled={remove.isPending} onClick={() => remove.mutate({ device: thisDevice, thisBrowser: true })}>
              {remove.isPending && remove.variables.thisBrowser ? t('notifications.push.turningOff') : t('notifications.push.turnOff')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('notifications.push.off')}</p>
          {problem ? <p className="form-alert" role="alert">{PROBLEM_TEXT[problem]()}</p> : null}
          {canTurnOn ? (
            <div>
              <button type="button" className="btn btn--primary" disabled={turnOn.isPending || availability === 'blocked'}
                onClick={() => turnOn.mutate()}>
                {turnOn.isPending ? t('notifications.push.turningOn') : t('notifications.push.turnOn')}
              </button>
            </div>
          ) : null}
        </>
      )}
      {devices.isError ? (
        <div className="form-alert stack" role="alert">
          <p>{devices.error.message}</p>
          <div>
            <button type="button" className="btn btn--secondary" onClick={() => void devices.refetch()}>{t('pageLoad.retry')}</button>
          </div>
        </div>
      ) : null}
      {others.length ? (
        <div className="stack">
          <h3 id="push-others">{t('notifications.push.otherDevices')}</h3>
          <ul className="plain-list stack" aria-labelledby="push-others">
            {others.map((d) => (
              <li key={d.id} className="push-device">
                <span>
                  <strong>{d.device}</strong>
                  <span className="muted"> · {t('notifications.push.since', { date: formatDateTime(d.created_at) })}</span>
                </span>
                <button type="button" className="btn btn--secondary btn--small" disabled={remove.isPending}
                  aria-label={t('notifications.push.removeNamed', { device: d.device })} onClick={() => remove.mutate({ device: d, thisBrowser: false })}>
                  {t('notifications.push.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** One switch per kind; each saves at once and a failed save puts it back. */
function PushKinds({ device }: { device: PushDevice }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<{ over: PushDevice; change: Partial<PushDevice['kinds']> }>();
  const shown = choice?.over === device ? { ...device.kinds, ...choice.change } : device.kinds;
  const save = useMutation({
    mutationFn: async (change: Partial<PushDevice['kinds']>) => dataOrThrow(await api.PATCH('/api/settings/push-subscriptions/{id}/', {
      params: { path: { id: device.id } }, body: change,
    })),
    onSuccess: (saved) => {
      queryClient.setQueryData(pushDevicesQuery(api).queryKey, (list: PushDevice[] | undefined) => (list ?? []).map((d) => (d.id === saved.id ? saved : d)));
      toast.success(t('notifications.saved'));
    },
    onError: (error) => {
      setChoice(undefined);
      toast.error(error.message);
    },
  });
  return (
    <fieldset className="stack">
      <legend><strong>{t('notifications.push.legend')}</strong></legend>
      {KINDS.map((kind) => {
        const id = `push-${kind}`;
        return (
          <div key={kind} className="field field--check">
            <label className="check" htmlFor={id}>
              <input id={id} type="checkbox" role="switch" checked={shown[kind]} disabled={save.isPending} aria-describedby={`${id}-hint`}
                onChange={(e) => {
                  const change = { [kind]: e.target.checked };
                  setChoice({ over: device, change });
                  save.mutate(change);
                }} />
              {t(`notifications.push.kind.${kind}`)}
            </label>
            <p id={`${id}-hint`} className="hint">{t(`notifications.push.kind.${kind}.hint`)}</p>
          </div>
        );
      })}
    </fieldset>
  );
}
