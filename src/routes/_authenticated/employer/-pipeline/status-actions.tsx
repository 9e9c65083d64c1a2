import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { isRequestFailure } from '@/domain/request-failure';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { splitServerErrors } from '@/components/server-field-errors';
import { APPLICATION_REASON_MAX, HIRE_UNDO_WINDOW_MS } from '@/domain/constants';
import {
  allowedTransitions,
  requestStatusChange,
  type ApplicationStatus,
  type StatusTransition,
} from '@/machines/application-status.machine';
import type { HireUndo } from './hire-undo';
import type { ApplicationDetail } from './pipeline-queries';
import { t } from '@/domain/i18n/i18n';

/**
 * The changes the application-status machine allows the employer from the current status, and nothing else.
 * Rejecting asks for a reason first; hiring asks for a confirmation, and can be undone for a few seconds after
 * (`hireUndo`); the server's refusal is shown with its reason.
 */
export function StatusActions({
  application,
  onChanged,
  hireUndo,
}: {
  application: ApplicationDetail;
  onChanged: (application: ApplicationDetail) => void;
  hireUndo: HireUndo;
}) {
  const outbox = useWorkspaceOutbox();
  const hireUndoable = hireUndo.undoable(application.id);
  const transitions = allowedTransitions(application.status, 'employer', { hireUndoable });
  const [confirmingHire, setConfirmingHire] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  async function change(to: ApplicationStatus, withReason?: string) {
    setFormError(null);
    setReasonError(undefined);
    const checked = requestStatusChange(application.status, to, { by: 'employer', reason: withReason, hireUndoable });
    if (!checked.ok) {
      if (withReason !== undefined) {
        setReasonError(checked.message);
        reasonRef.current?.focus();
      } else setFormError(checked.message);
      return;
    }
    setBusy(true);
    // `expected_status`: if someone else moved the application meanwhile, the server refuses with 409 and the
    // outbox keeps this change for the user to apply anyway or drop.
    const body = {
      status: to,
      expected_status: application.status,
      ...(withReason !== undefined ? { reason: withReason.trim() } : {}),
    };
    const outcome = await outbox.enqueue({
      kind: 'application.status',
      resource: `application:${application.id}`,
      request: { method: 'PATCH', path: '/api/applications/{id}/status/', params: { path: { id: application.id } }, body },
      label: application.job_seeker.full_name,
      invalidate: [['pipeline']],
    });
    if (outcome.type === 'refused' && !(isRequestFailure(outcome.error) && outcome.error.status === 409)) {
      outbox.discard(outcome.key);
      const failure = isRequestFailure(outcome.error) ? outcome.error : null;
      const split = splitServerErrors(['reason'] as const, failure?.status ?? 0, failure?.body);
      if (split.fieldErrors.reason && withReason !== undefined) setReasonError(split.fieldErrors.reason);
      else setFormError(split.formError ?? split.fieldErrors.reason ?? t('pipeline.changeFailed'));
    } else {
      setRejecting(false);
      setReason('');
      setConfirmingHire(false);
      if (outcome.type === 'delivered') {
        const data = outcome.output as ApplicationDetail;
        if (data.status === 'hired') hireUndo.hired(data);
        else toast.success(t('pipeline.moved', { name: application.job_seeker.full_name, status: t(`pipeline.status.${data.status}`) }));
        onChanged(data);
      } else if (outcome.type === 'queued') {
        // Shown moved at once; the outbox marks it as waiting until the server has it.
        toast.success(t('outbox.queued'));
        onChanged({ ...application, status: to });
      }
      // A conflict stays in the outbox: the application panel shows what changed and lets the user choose.
    }
    setBusy(false);
  }

  function submitReject(event: FormEvent) {
    event.preventDefault();
    void change('rejected', reason);
  }

  const button = (transition: StatusTransition) =>
    transition.needsReason ? (
      <button
        key={transition.event}
        ref={rejectRef}
        type="button"
        className="btn btn--ghost"
        aria-expanded={rejecting}
        aria-controls="reject-form"
        disabled={busy}
        onClick={() => {
          setRejecting(true);
          setFormError(null);
        }}
      >
        {t(`pipeline.action.${transition.event}`)}
      </button>
    ) : (
      <button
        key={transition.event}
        type="button"
        className="btn btn--primary"
        disabled={busy || hireUndo.busy}
        aria-haspopup={transition.event === 'application.hire' ? 'dialog' : undefined}
        onClick={() => {
          if (transition.event === 'application.hire') setConfirmingHire(true);
          else if (transition.event === 'application.undoHire') void hireUndo.undo();
          else void change(transition.to);
        }}
      >
        {t(`pipeline.action.${transition.event}`)}
      </button>
    );

  return (
    <section className="stack" aria-labelledby="application-actions">
      <h3 id="application-actions">{t('pipeline.actions')}</h3>
      {hireUndoable ? <p>{t('pipeline.hireUndoNote', { seconds: HIRE_UNDO_WINDOW_MS / 1000 })}</p> : null}
      {transitions.length === 0 ? <p className="muted">{t('pipeline.noActions')}</p> : <div className="btn-row">{transitions.map(button)}</div>}
      {confirmingHire ? (
        <ConfirmDialog
          title={t('pipeline.hireConfirmTitle', { name: application.job_seeker.full_name })}
          confirmLabel={busy ? t('pipeline.saving') : t('pipeline.hireConfirmYes')}
          cancelLabel={t('pipeline.cancel')}
          busy={busy}
          onConfirm={() => void change('hired')}
          onCancel={() => setConfirmingHire(false)}
        >
          <p>{t('pipeline.hireConfirmText', { job: application.job_title, seconds: HIRE_UNDO_WINDOW_MS / 1000 })}</p>
          {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
        </ConfirmDialog>
      ) : null}
      {rejecting ? (
        <form id="reject-form" className="form" noValidate onSubmit={submitReject}>
          <FormField id="reject-reason" label={t('pipeline.reasonLabel')} hint={t('pipeline.reasonHint')} error={reasonError} required>
            <textarea
              ref={reasonRef}
              className="textarea"
              rows={3}
              maxLength={APPLICATION_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(undefined);
              }}
            />
          </FormField>
          <div className="btn-row">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t('pipeline.saving') : t('pipeline.confirmReject')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setRejecting(false);
                setReasonError(undefined);
                rejectRef.current?.focus();
              }}
            >
              {t('pipeline.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {formError && !confirmingHire ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
    </section>
  );
}
