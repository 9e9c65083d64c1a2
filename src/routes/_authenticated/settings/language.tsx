import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { LanguageSettingsPage } from '../-components/language-settings-page';

export const Route = createFileRoute('/_authenticated/settings/language')({
  head: () => pageHead('pageTitle.languageSettings'),
  component: LanguageSettingsPage,
});
