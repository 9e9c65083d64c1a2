import { Link, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { CompanyLogo } from '@/components/company-logo';
import { Icon, type IconName } from '@/components/icons';
import { branding } from '@/domain/branding';
import { formatNumber } from '@/domain/format';
import { useCompany } from '@/session/kept-profile';
import { useApi, useSession } from '@/session/session-context';
import { useMessageStream } from '../employer/-messages/message-stream';
import { unreadQuery } from '../employer/-messages/messages-queries';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import '@/components/unread-badge.css';
import { useOnlineOnly } from '@/components/online-only';
import type { Capability } from '@/domain/team/roles';
import { membershipCan, useMembership } from '@/session/membership';
import { roleLabel } from './role-gate';
import './employer-layout.css';

interface NavItem {
  to: string;
  /** The catalogue's text, looked up when shown. */
  label: MessageKeyWith;
  icon: IconName;
  /** Shown on phones only while the bottom bar has room; else reached from the Settings hub. */
  extra?: boolean;
  /** What the member's role needs for it (docs/teams.md "Roles"); without it the entry is not shown. */
  needs?: Capability;
}

/** The phone's bottom bar holds five entries. */
const BOTTOM_BAR_SLOTS = 5;

const items: readonly NavItem[] = [
  { to: '/employer/overview', label: 'shell.nav.overview', icon: 'home', needs: 'seeDashboard' },
  { to: '/employer/jobs', label: 'shell.nav.jobs', icon: 'briefcase' },
  { to: '/employer/candidates', label: 'shell.nav.candidates', icon: 'users', needs: 'sourceCandidates' },
  { to: '/employer/saved', label: 'shell.nav.saved', icon: 'bookmark', extra: true, needs: 'sourceCandidates' },
  { to: '/employer/messages', label: 'shell.nav.messages', icon: 'chat', needs: 'messageCandidates' },
  { to: '/employer/calendar', label: 'shell.nav.calendar', icon: 'calendar', extra: true },
  { to: '/employer/swipe', label: 'shell.nav.swipe', icon: 'cards', extra: true, needs: 'sourceCandidates' },
  { to: '/employer/payment', label: 'shell.nav.payment', icon: 'card', extra: true, needs: 'manageBilling' },
  { to: '/employer/support', label: 'shell.nav.support', icon: 'lifeBuoy', extra: true },
  { to: '/settings/team', label: 'roles.nav.team', icon: 'team', extra: true },
  { to: '/employer/settings', label: 'shell.nav.settings', icon: 'settings' },
];

/** The entries a member's role may use; extras move into the phone's bar while it has room. */
export function navItemsFor(allowed: (capability: Capability) => boolean): Array<NavItem & { onPhone: boolean }> {
  const shown = items.filter((item) => !item.needs || allowed(item.needs));
  let room = BOTTOM_BAR_SLOTS - shown.filter((item) => !item.extra).length;
  return shown.map((item) => {
    const onPhone = !item.extra || room > 0;
    if (item.extra && onPhone) room -= 1;
    return { ...item, onPhone };
  });
}

/** The employer area's sidebar on wide screens and bottom bar on phones. */
export function EmployerNav() {
  const onlineOnly = useOnlineOnly('logout-online-only', { compact: true });
  const api = useApi();
  const { logout } = useSession();
  const membership = useMembership();
  const member = membership.status === 'member' ? membership.member : null;
  const canMessage = membershipCan(membership, 'messageCandidates');
  // The session loads the company at sign-in and on tab focus (docs/requirements.md §4); no second request here.
  const company = useCompany();
  const companyName = company?.full_name || branding.productName;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The settings pages (/settings/* and their /employer/*-settings aliases) belong to the Settings item.
  // The team's page has its own entry.
  const inSettings = (pathname.startsWith('/settings/') && pathname !== '/settings/team') || pathname.endsWith('-settings');
  // One live message stream per tab: new messages refresh the badge and any open conversation; only for a role
  // that messages candidates (the server refuses the others).
  useMessageStream(undefined, canMessage);
  const unread = useQuery({ ...unreadQuery(api), enabled: canMessage }).data ?? 0;
  return (
    <nav className="employer-nav" aria-label={t('shell.nav.label')}>
      <div className="employer-nav__company">
        <CompanyLogo logo={company?.logo_url ?? company?.logo} companyName={companyName} size="sm" stamp={stampOf(company?.updated_at)} />
        <div>
          <p>{companyName}</p>
          {member ? (
            <p className="employer-nav__member">
              {t('roles.youAre', { name: member.full_name, role: roleLabel(member.role) })}
            </p>
          ) : null}
        </div>
      </div>
      <ul>
        {navItemsFor((capability) => membershipCan(membership, capability)).map((item) => (
          <li key={item.to} className={item.onPhone ? undefined : 'employer-nav__extra'}>
            <Link to={item.to} className={item.to === '/employer/settings' && inSettings ? 'is-section-active' : undefined}>
              <Icon name={item.icon} />
              {t(item.label)}
              {item.to === '/employer/messages' && unread > 0 ? (
                <>
                  <span className="unread-badge" aria-hidden="true">
                    {formatNumber(unread)}
                  </span>
                  <span className="visually-hidden">{t('messages.navUnread', { n: unread })}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="employer-nav__logout" disabled={onlineOnly.offline} aria-describedby={onlineOnly.describedBy}
        title={onlineOnly.title} onClick={() => void logout()}>
        <Icon name="logout" />
        {t('shell.nav.logout')}
      </button>
      {onlineOnly.note}
    </nav>
  );
}

/** The logo's cache-busting stamp: the profile's last change, so a new logo shows at once. */
export function stampOf(updatedAt: string | undefined): number | undefined {
  const time = updatedAt ? Date.parse(updatedAt) : NaN;
  return Number.isNaN(time) ? undefined : time;
}
