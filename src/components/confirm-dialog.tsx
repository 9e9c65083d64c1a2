import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

/**
 * A modal question before a step that is hard to take back: the browser's own modal `<dialog>`, so the page behind
 * it is inert (focus stays in the dialog) and Escape cancels. Focus starts on the safe choice (cancel) and goes back
 * to where it was when the dialog closes, if that element is still there.
 */
export function ConfirmDialog({
  title, children, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // environments without modal dialogs (jsdom)
    cancelRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape: the browser's cancel (modal dialogs), or the key itself where there is none. React closes it.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function' && !busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">{title}</h2>
      <div id={`${id}-text`} className="confirm-dialog__text">{children}</div>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="btn btn--ghost" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
