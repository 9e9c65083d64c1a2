import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { useSession } from '@/session/session-context';
import { t } from '@/domain/i18n/i18n';
import type { Capability } from '@/domain/team/roles';
import { membershipCan, useMembership } from '@/session/membership';
import { EmployerPage } from '../-components/employer-page';
import { roleLabel } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/settings')({
  head: () => pageHead('pageTitle.settings'),
  component: SettingsHub,
});

interface HubItem {
  to: string;
  /** What the member's role needs to use it (docs/teams.md "Roles"). */
  needs?: Capability;
}

const settings: ReadonlyArray<HubItem & { title: string; body: string }> = [
  { to: '/settings/company', title: 'Company Settings', body: 'Company name, industry, description, website and logo.' },
  { to: '/settings/profile', title: 'Profile Settings', body: 'Your contact person and contact number.' },
  { to: '/settings/notifications', title: 'Notification Settings', body: 'Which e-mails we send you.' },
  { to: '/settings/security', title: 'Security Settings', body: 'Password, signed-in devices and account deletion.' },
  { to: '/settings/billing', title: 'Billing Settings', body: 'Your plan, invoices and PAN/VAT number.', needs: 'manageBilling' },
];

// On phones the bottom bar has room for five items; the rest of the employer area is reached from here.
const more: ReadonlyArray<HubItem & { label: string }> = [
  { to: '/employer/saved', label: 'Saved Candidates', needs: 'sourceCandidates' },
  { to: '/employer/swipe', label: 'Swipe', needs: 'sourceCandidates' },
  { to: '/employer/calendar', label: 'Calendar' },
  { to: '/employer/payment', label: 'Payment', needs: 'manageBilling' },
  { to: '/employer/support', label: 'Support' },
];

function SettingsHub() {
  const { logout } = useSession();
  const membership = useMembership();
  const allowed = (item: HubItem) => !item.needs || membershipCan(membership, item.needs);
  const member = membership.status === 'member' ? membership.member : null;
  return (
    <EmployerPage title="Settings" lead="Manage your company, your account and how we keep in touch.">
      {member ? (
        <p className="settings-hub__member">
          {t('roles.youAreAt', { name: member.full_name, role: roleLabel(member.role), company: member.company_name })}
        </p>
      ) : null}
      <ul className="grid grid--2 plain-list hub-list">
        {[
          ...settings,
          { to: '/settings/team', title: t('team.title'), body: t('team.hubBody') },
          { to: '/settings/activity', title: t('activity.title'), body: t('activity.hubBody'), needs: 'readActivity' as const },
        ].filter(allowed).map((item) => (
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
          {more.filter(allowed).map((item) => (
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
