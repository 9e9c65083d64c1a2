import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { useSession } from '@/session/session-context';
import { EmployerPage } from '../-components/employer-page';
import { t } from '@/domain/i18n/i18n';

export const Route = createFileRoute('/_authenticated/employer/settings')({
  head: () => pageHead('Settings'),
  component: SettingsHub,
});

const settings = [
  { to: '/settings/company', title: 'Company Settings', body: 'Company name, industry, description, website and logo.' },
  { to: '/settings/profile', title: 'Profile Settings', body: 'Your contact person and contact number.' },
  { to: '/settings/notifications', title: 'Notification Settings', body: 'Which e-mails we send you.' },
  { to: '/settings/security', title: 'Security Settings', body: 'Password, signed-in devices and account deletion.' },
  { to: '/settings/billing', title: 'Billing Settings', body: 'Your plan, invoices and PAN/VAT number.' },
] as const;

// On phones the bottom bar has room for five items; the rest of the employer area is reached from here.
const more = [
  { to: '/employer/saved', label: 'Saved Candidates' },
  { to: '/employer/swipe', label: 'Swipe' },
  { to: '/employer/calendar', label: 'Calendar' },
  { to: '/employer/payment', label: 'Payment' },
  { to: '/employer/support', label: 'Support' },
] as const;

function SettingsHub() {
  const { logout } = useSession();
  return (
    <EmployerPage title="Settings" lead="Manage your company, your account and how we keep in touch.">
      <ul className="grid grid--2 plain-list hub-list">
        {[...settings, { to: '/settings/team' as const, title: t('team.title'), body: t('team.hubBody') }].map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="card">
              <strong>{item.title}</strong>
              <span className="muted">{item.body}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="settings-more" className="stack">
        <h2 id="settings-more">More</h2>
        <ul className="grid grid--3 plain-list hub-list">
          {more.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="card">
                <strong>{item.label}</strong>
              </Link>
            </li>
          ))}
        </ul>
        <div>
          <button type="button" className="btn btn--secondary" onClick={() => void logout()}>
            <Icon name="logout" />
            Logout
          </button>
        </div>
      </section>
    </EmployerPage>
  );
}
