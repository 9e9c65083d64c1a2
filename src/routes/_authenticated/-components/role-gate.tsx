import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { t } from '@/domain/i18n/i18n';
import type { Capability } from '@/domain/team/roles';
import { membershipCan, useMembership, type Membership } from '@/session/membership';
import { EmployerPage } from './employer-page';

/** A member's role as the team calls it. */
export const roleLabel = (role: Membership['role']) => t(`team.role.${role}`);

/** Where a member starts: a hiring manager's home is their jobs (they have no company figures). */
export function homeOf(membership: Membership | null | undefined): '/employer/jobs' | '/employer/overview' {
  return membership?.role === 'hiring_manager' ? '/employer/jobs' : '/employer/overview';
}

/**
 * A page the member's role cannot use at all, reached by its address: the page's title and why, instead of the
 * server's refusal (docs/teams.md "Roles").
 */
export function RoleGate({ capability, title, children }: { capability: Capability; title: string; children: ReactNode }) {
  const state = useMembership();
  if (membershipCan(state, capability)) return <>{children}</>;
  if (state.status !== 'member') return null; // the layout shows the loading and no-company states
  const { member } = state;
  const home = homeOf(member);
  return (
    <EmployerPage title={title}>
      <div className="card stack role-refusal">
        <p><strong>{t(`roles.only.${capability}`)}</strong></p>
        <p>{t('roles.youAreAt', { name: member.full_name, role: roleLabel(member.role), company: member.company_name })}</p>
        <p className="muted">{t('roles.askManager')}</p>
        <p>
          <Link to={home} className="btn btn--secondary">
            {home === '/employer/jobs' ? t('roles.goJobs') : t('roles.goHome')}
          </Link>
        </p>
      </div>
    </EmployerPage>
  );
}
