import { useState } from 'react';
import { failureFromThrown } from '@/api/error-text';
import { refusalErrors, splitServerErrors } from '@/components/server-field-errors';
import type { OutboxValue } from '@/session/workspace-outbox-context';
import type { NewWrite } from '@/session/workspace-outbox';

type Answer<T> = { data?: T; error?: unknown; response: Response };
export type FieldErrorsOf<F extends string> = Partial<Record<F, string>>;

/**
 * The state of a form saved to the server: what was typed, the messages beside each field, one form-level
 * message and whether a save is under way. A failed save keeps what was typed and puts the server's messages
 * beside their fields (docs/requirements.md §8 for the rest).
 */
export function useServerForm<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorsOf<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Sends the request; `onSaved` gets the answer; a refusal answers with the field errors it placed. */
  async function send<T>(request: () => Promise<Answer<T>>, onSaved: (data: T) => void): Promise<FieldErrorsOf<F>> {
    setFormError(null);
    setSaving(true);
    let placed: FieldErrorsOf<F> = {};
    try {
      const { data, error, response } = await request();
      if (data) {
        setErrors({});
        onSaved(data);
      } else {
        const split = splitServerErrors(fields, response.status, error);
        placed = split.fieldErrors;
        setErrors(split.fieldErrors);
        setFormError(split.formError);
      }
    } catch (thrown) {
      setFormError(failureFromThrown(thrown).message);
    }
    setSaving(false);
    return placed;
  }

  /**
   * Saves through the workspace outbox (docs/offline.md "Writing offline"): `onSaved` gets the server's answer,
   * `onQueued` runs when the change waits on the device; a refusal is dropped from the outbox and placed in the form.
   */
  async function queue<T>(
    outbox: Pick<OutboxValue, 'enqueue' | 'discard'>, write: NewWrite, onSaved: (data: T) => void, onQueued: () => void,
  ): Promise<FieldErrorsOf<F>> {
    setFormError(null);
    setSaving(true);
    let placed: FieldErrorsOf<F> = {};
    const outcome = await outbox.enqueue(write);
    if (outcome.type === 'delivered') {
      setErrors({});
      onSaved(outcome.output as T);
    } else if (outcome.type === 'queued') {
      setErrors({});
      onQueued();
    } else {
      outbox.discard(outcome.key);
      const refused = refusalErrors(fields, outcome);
      placed = refused.fieldErrors;
      setErrors(refused.fieldErrors);
      setFormError(refused.formError);
    }
    setSaving(false);
    return placed;
  }

  return { values, setValues, set, errors, setErrors, formError, setFormError, saving, send, queue };
}
