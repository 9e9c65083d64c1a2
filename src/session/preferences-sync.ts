import { useEffect } from 'react';
import { activeLocale, type LocaleChoice } from '@/domain/i18n/locale';
import { storedLocale, switchLocaleChoice } from '@/session/locale-choice';
import { useApi } from '@/session/session-context';
import type { ApiClient } from '@/api/client';

/** Tells the account the language and digits this device reads in, so its e-mails follow them. */
export async function savePreferences(api: ApiClient, choice: LocaleChoice): Promise<boolean> {
  const { data } = await api.PATCH('/api/settings/preferences/', { body: { locale: choice.locale, digits: choice.digits } });
  return data !== undefined;
}

/**
 * The account and the device agree on a language once signed in (docs/i18n.md "Choosing the language"): a device
 * that never chose opens in the account's language; a device's own choice is the account's from then on.
 */
export function usePreferencesSync(): void {
  const api = useApi();
  useEffect(() => {
    let stopped = false;
    void api.GET('/api/settings/preferences/').then(({ data }) => {
      if (stopped || !data) return;
      const page = activeLocale();
      if (storedLocale() === null && data.locale !== null && data.locale !== page.locale) {
        switchLocaleChoice({ locale: data.locale, digits: data.digits });
      } else if (data.locale !== page.locale || data.digits !== page.digits) {
        void savePreferences(api, page);
      }
    }, () => undefined);
    return () => {
      stopped = true;
    };
  }, [api]);
}
