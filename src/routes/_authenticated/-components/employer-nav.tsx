import { Link, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { CompanyLogo } from '@/components/company-logo';
import { Icon, type IconName } from '@/components/icons';
import { branding } from '@/domain/branding';
import { useCompany } from '@/session/kept-profile';
import { useApi, useSession } from '@/session/session-context';
import { useMessageStream } from '../employer/-messages/message-stream';
import { unreadQuery } from '../employer/-messages/messages-queries';
import { t } from '@/domain/i18n/i18n';
import '../employer/-messages/unread-badge.css';
import { useOnlineOnly } from '@/components/online-only';
import './employer-layout.css';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Shown in the desktop sidebar only; on phones these are reached from the Settings hub. */
  extra?: boolean;
}

const items = [
  { to: '/employer/overview', label: 'Overview', icon: 'home' },
  { to: '/employer/jobs', label: 'Jobs', icon: 'briefcase' },
  { to: '/employer/candidates', label: 'Candidates', icon: 'users' },
  { to: '/employer/saved', label: 'Saved', icon: 'bookmark', extra: true },
  { to: '/employer/messages', label: 'Messages', icon: 'chat' },
  { to: '/employer/calendar', label: 'Calendar', icon: 'calendar', extra: true },
  { to: '/employer/swipe', label: 'Swipe', icon: 'cards', extra: true },
  { to: '/employer/payment', label: 'Payment', icon: 'card', extra: true },
  { to: '/employer/support', label: 'Support', icon: 'lifeBuoy', extra: true },
  { to: '/employer/settings', label: 'Settings', icon: 'settings' },
] as const satisfies readonly NavItem[];

/** The employer area's sidebar on wide screens and bottom bar on phones. */
export function EmployerNav() {
  const onlineOnly = useOnlineOnly('logout-online-only', { compact: true });
  const api = useApi();
  const { logout } = useSession();
  // The session loads the company at sign-in and on tab focus (docs/requirements.md §4); no second request here.
  const company = useCompany();
  const companyName = company?.full_name || branding.productName;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The settings pages (/settings/* and their /employer/*-settings aliases) belong to the Settings item.
  const inSettings = pathname.startsWith('/settings/') || pathname.endsWith('-settings');
  // One live message stream per tab: new messages refresh the badge and any open conversation.
  useMessageStream();
  const unread = useQuery(unreadQuery(api)).data ?? 0;
  return (
    <nav className="employer-nav" aria-label="Employer">
      <div className="employer-nav__company">
        <CompanyLogo logo={company?.logo_url ?? company?.logo} companyName={companyName} size="sm" stamp={stampOf(company?.updated_at)} />
        <p>{companyName}</p>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.to} className={'extra' in item ? 'employer-nav__extra' : undefined}>
            <Link to={item.to} className={item.to === '/employer/settings' && inSettings ? 'is-section-active' : undefined}>
              <Icon name={item.icon} />
              {item.label}
              {item.to === '/employer/messages' && unread > 0 ? (
                <>
                  <span className="employer-nav__badge" aria-hidden="true">
                    {unread}
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
        Logout
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
