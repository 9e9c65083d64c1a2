import { Link } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { useOnlineOnly } from '@/components/online-only';
import { branding } from '@/domain/branding';
import { t } from '@/domain/i18n/i18n';
import { useSession, useSessionView } from '@/session/session-context';
import { EmployerPage } from './employer-page';

/**
 * A signed-in account that belongs to no company (removed from its team, docs/teams.md "Invitations"): its account
 * stays, so it can sign out or delete itself, but there is no workspace to show.
 */
export function NoCompanyPage() {
  const { logout } = useSession();
  const { user } = useSessionView();
  const onlineOnly = useOnlineOnly('no-company-logout-online-only');
  return (
    <EmployerPage title={t('roles.noCompany.title')}
      lead={t('roles.noCompany.lead', { email: user?.email ?? '', product: branding.productName })}>
      <p>{t('roles.noCompany.body')}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" disabled={onlineOnly.offline} aria-describedby={onlineOnly.describedBy}
          onClick={() => void logout()}>
          <Icon name="logout" />
          {t('roles.noCompany.signOut')}
        </button>
        <Link to="/settings/security" hash="security-delete" className="btn btn--secondary">
          {t('roles.noCompany.deleteAccount')}
        </Link>
      </div>
      {onlineOnly.note}
    </EmployerPage>
  );
}
