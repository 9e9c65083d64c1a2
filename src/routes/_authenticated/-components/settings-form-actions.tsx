// The end of the company and HR settings forms: the refusal of the last save, and Save for those whose role may
// change the company (docs/teams.md "Roles").
import { t } from '@/domain/i18n/i18n';

export function SettingsFormActions({ formError, saving, manages }: { formError: string | null; saving: boolean; manages: boolean }) {
  return (
    <>
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      {manages ? (
        <div>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('workspace.saving') : t('workspace.saveChanges')}
          </button>
        </div>
      ) : null}
    </>
  );
}
