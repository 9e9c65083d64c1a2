import { t } from '@/domain/i18n/i18n';
import type { Capability } from '@/domain/team/roles';

/**
 * Why a control is missing or disabled for the member's role (docs/teams.md "Roles"), placed where the control
 * would be; give it an `id` to describe a disabled control with it.
 */
export function RoleNote({ capability, id }: { capability: Capability; id?: string }) {
  return (
    <p id={id} className="muted role-note">
      {t(`roles.only.${capability}`)}
    </p>
  );
}
