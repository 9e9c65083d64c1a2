import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { EmployerPage } from './employer-page';
import { SECURITY_TEXT } from './settings-text';

// Reachable at /settings/security and its /employer/security-settings alias.
export function SecuritySettingsPage() {
  return (
    <EmployerPage title={SECURITY_TEXT.title} lead={SECURITY_TEXT.lead}>
      <ChangePasswordForm />
      <ActiveSessions />
      <DeleteAccount />
    </EmployerPage>
  );
}
