import { t } from '@/domain/i18n/i18n';
import { dismissUpdate, useUpdateState } from '@/pwa/update-state';

/** "New version available": the update is applied only when the user asks, never silently. */
export function UpdatePrompt() {
  const { available, activate } = useUpdateState();
  // The live region stays mounted so its content is announced when it appears.
  return (
    <div role="status">
      {available ? (
        <div className="update-prompt">
          <p>{t('shell.updateAvailable')}</p>
          <div className="btn-row">
            <button type="button" className="btn btn--light" onClick={() => void activate()}>
              {t('shell.reload')}
            </button>
            <button type="button" className="btn btn--outline-light" onClick={dismissUpdate}>
              {t('shell.later')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
