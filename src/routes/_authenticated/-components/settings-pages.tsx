import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { EmployerPage } from './employer-page';
import { t } from '@/domain/i18n/i18n';

// Reachable at /settings/security and its /employer/security-settings alias.
export function SecuritySettingsPage() {
  return (
    <EmployerPage title={t('security.title')} lead={t('security.lead')}>
      <ChangePasswordForm />
      <ActiveSessions />
      <DeleteAccount />
    </EmployerPage>
  );
}
