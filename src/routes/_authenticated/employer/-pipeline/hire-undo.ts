import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createActor, type ActorRefFrom } from 'xstate';
import { failureFromThrown } from '@/api/error-text';
import { t } from '@/domain/i18n/i18n';
import { applicationStatusMachine, snapshotAt } from '@/machines/application-status.machine';
import { useApi } from '@/session/session-context';
import type { ApplicationDetail } from './pipeline-queries';

const UNDO: { type: 'application.undoHire' } = { type: 'application.undoHire' };

export interface HireUndo {
  /** Whether the application `id` was hired on this page and can still be undone. */
  undoable: (id: string) => boolean;
  /** The hire of `application` went through: the undo window opens (and a toast offers Undo while it lasts). */
  hired: (application: ApplicationDetail) => void;
  /** Takes the hire back (back to offered), while the window lasts. */
  undo: () => Promise<void>;
  busy: boolean;
}

/**
 * The few seconds after the employer marks a candidate hired, in which the hire can be undone
 * (docs/decisions.md "Application"). The application-status machine runs them: an actor follows the hire from
 * `offered`, its named delay `hireUndoWindow` closes the window, and while it is open a toast and the panel offer
 * Undo. The server allows the same undo for the same company only, and a little longer (for slow answers).
 */
export function useHireUndo(onChanged: (application: ApplicationDetail) => void): HireUndo {
  const api = useApi();
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const actorRef = useRef<ActorRefFrom<typeof applicationStatusMachine> | null>(null);

  const undo = useCallback(async () => {
    const actor = actorRef.current;
    if (!actor || !open || !actor.getSnapshot().can(UNDO)) return;
    setBusy(true);
    try {
      const { data, error, response } = await api.PATCH('/api/applications/{id}/status/', {
        params: { path: { id: open.id } }, body: { status: 'offered' },
      });
      if (data) {
        actor.send(UNDO);
        onChanged(data);
        toast.success(t('pipeline.hireUndone', { name: open.name }));
      } else {
        const message = (error as { non_field_errors?: string[] } | undefined)?.non_field_errors?.[0];
        toast.error(message ?? t('pipeline.changeFailed'), { description: response.status >= 500 ? t('error.server') : undefined });
      }
    } catch (thrown) {
      toast.error(failureFromThrown(thrown).message);
    }
    setBusy(false);
  }, [api, onChanged, open]);

  // The toast's Undo must reach the latest `undo` (it closes over the open window).
  const undoRef = useRef(undo);
  undoRef.current = undo;

  const hired = useCallback((application: ApplicationDetail) => {
    actorRef.current?.stop();
    const name = application.job_seeker.full_name;
    const actor = createActor(applicationStatusMachine, { snapshot: snapshotAt('offered') });
    actorRef.current = actor;
    const toastId = toast.success(t('pipeline.hiredToast', { name }), {
      description: t('pipeline.hiredToastHint'),
      duration: Number.POSITIVE_INFINITY, // the machine's window closes it
      action: { label: t('pipeline.undo'), onClick: () => void undoRef.current() },
    });
    actor.start();
    actor.send({ type: 'application.hire' });
    actor.subscribe((snapshot) => {
      if (snapshot.can(UNDO)) return;
      // The window closed (or the hire was undone): no more Undo anywhere.
      toast.dismiss(toastId);
      actor.stop();
      if (actorRef.current === actor) {
        actorRef.current = null;
        setOpen(null);
      }
    });
    setOpen({ id: application.id, name });
  }, []);

  return { undoable: (id) => open?.id === id, hired, undo, busy };
}
