import { useState } from 'react';
import { t } from '@/domain/i18n/i18n';
import { DIGITS, LANGUAGE_NAMES, LOCALE_NAMES, activeLocale, type Digits, type LocaleChoice } from '@/domain/i18n/locale';
import { switchLocaleChoice } from '@/session/locale-choice';
import { savePreferences } from '@/session/preferences-sync';
import { useApi } from '@/session/session-context';
import { EmployerPage } from './employer-page';

const SAMPLE: Record<Digits, string> = { devanagari: '१२३', latin: '123' };

/**
 * The language and digits of the portal (docs/i18n.md): saved to the account, so its e-mails follow, and kept on
 * the device; the page then opens afresh in them. Offline, the device keeps the choice and the account gets it on
 * the next visit online (src/session/preferences-sync.ts).
 */
export function LanguageSettingsPage() {
  const api = useApi();
  const [choice, setChoice] = useState<LocaleChoice>(activeLocale);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    // Not saved (offline, or the server refused): the device keeps the choice and the account gets it later.
    await savePreferences(api, choice).catch(() => false);
    switchLocaleChoice(choice);
  }

  return (
    <EmployerPage title={t('settings.language.title')} lead={t('settings.language.lead')}>
      <form className="form card stack" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <fieldset className="stack">
          <legend><strong>{t('settings.language.legend')}</strong></legend>
          {LOCALE_NAMES.map((locale) => (
            <div key={locale}>
              <label className="check">
                <input type="radio" name="locale" value={locale} checked={choice.locale === locale} onChange={() => setChoice({ ...choice, locale })} />
                <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {choice.locale === 'ne' ? (
          <fieldset className="stack">
            <legend><strong>{t('settings.language.digitsLegend')}</strong></legend>
            {DIGITS.map((digits) => (
              <div key={digits}>
                <label className="check">
                  <input type="radio" name="digits" value={digits} checked={choice.digits === digits} onChange={() => setChoice({ ...choice, digits })} />
                  <span>{t(`settings.language.${digits}`, { sample: SAMPLE[digits] })}</span>
                </label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="btn-row">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('settings.language.saving') : t('settings.language.save')}
          </button>
        </div>
      </form>
    </EmployerPage>
  );
}
