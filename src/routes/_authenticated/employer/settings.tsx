import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { useSession } from '@/session/session-context';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
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

const settings: ReadonlyArray<HubItem & { title: MessageKeyWith; body: MessageKeyWith }> = [
  { to: '/settings/company', title: 'settings.company.title', body: 'settings.hub.companyBody' },
  { to: '/settings/profile', title: 'settings.profile.title', body: 'settings.hub.profileBody' },
  { to: '/settings/notifications', title: 'notifications.title', body: 'settings.hub.notificationsBody' },
  { to: '/settings/security', title: 'security.title', body: 'settings.hub.securityBody' },
  { to: '/settings/language', title: 'settings.language.title', body: 'settings.hub.languageBody' },
  { to: '/settings/billing', title: 'billing.title', body: 'settings.hub.billingBody', needs: 'manageBilling' },
  { to: '/settings/team', title: 'team.title', body: 'team.hubBody' },
  { to: '/settings/activity', title: 'activity.title', body: 'activity.hubBody', needs: 'readActivity' },
];

// On phones the bottom bar has room for five items; the rest of the employer area is reached from here.
const more: ReadonlyArray<HubItem & { label: MessageKeyWith }> = [
  { to: '/employer/saved', label: 'settings.hub.saved', needs: 'sourceCandidates' },
  { to: '/employer/swipe', label: 'settings.hub.swipe', needs: 'sourceCandidates' },
  { to: '/employer/calendar', label: 'settings.hub.calendar' },
  { to: '/employer/payment', label: 'settings.hub.payment', needs: 'manageBilling' },
  { to: '/employer/support', label: 'settings.hub.support' },
];

function SettingsHub() {
  const { logout } = useSession();
  const membership = useMembership();
  const allowed = (item: HubItem) => !item.needs || membershipCan(membership, item.needs);
  const member = membership.status === 'member' ? membership.member : null;
  return (
    <EmployerPage title={t('settings.hub.title')} lead={t('settings.hub.lead')}>
      {member ? (
        <p className="settings-hub__member">
          {t('roles.youAreAt', { name: member.full_name, role: roleLabel(member.role), company: member.company_name })}
        </p>
      ) : null}
      <ul className="grid grid--2 plain-list hub-list">
        {settings.filter(allowed).map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="card">
              <strong>{t(item.title)}</strong>
              <span className="muted">{t(item.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="settings-more" className="stack">
        <h2 id="settings-more">{t('settings.hub.more')}</h2>
        <ul className="grid grid--3 plain-list hub-list">
          {more.filter(allowed).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="card">
                <strong>{t(item.label)}</strong>
              </Link>
            </li>
          ))}
        </ul>
        <div>
          <button type="button" className="btn btn--secondary" onClick={() => void logout()}>
            <Icon name="logout" />
            {t('settings.hub.logout')}
          </button>
        </div>
      </section>
    </EmployerPage>
  );
}
