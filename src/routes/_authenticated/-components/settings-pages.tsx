import { Link } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';
import { EmployerPage } from './employer-page';

// Settings screens a later issue fills; each is reachable at /settings/* and its /employer/* alias.

export function NotificationSettingsPage() {
  return (
    <EmployerPage title="Notification Settings" lead="Choose which e-mails we send you.">
      <ComingSoon>
        <p>
          Soon you can switch e-mails on or off for new applications, new messages, interview reminders and a weekly
          summary of your hiring.
        </p>
      </ComingSoon>
    </EmployerPage>
  );
}

export function SecuritySettingsPage() {
  return (
    <EmployerPage title="Security Settings" lead="Your password, signed-in devices and account.">
      <ComingSoon>
        <p>
          Soon you can change your password here, see the devices signed in to your account and sign them out, and
          delete your account.
        </p>
        <p>
          Need a new password today? Use <Link to="/forgot-password">Forgot password</Link> and we will e-mail you a
          code.
        </p>
      </ComingSoon>
    </EmployerPage>
  );
}
