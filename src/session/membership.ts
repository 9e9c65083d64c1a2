// The signed-in account as a member of its company (docs/teams.md "Roles"): the workspace reads its role to hide
// what the role cannot do. The server enforces the same rules (src/domain/team/rules.ts); this only spares the
// user a control that would be refused.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrNull } from '@/api/answer';
import type { ApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { can, type Capability } from '@/domain/team/roles';
import { useApi } from './session-context';

export type Membership = components['schemas']['TeamMe'];

export const MEMBERSHIP_KEY = ['team', 'me'] as const;

/**
 * Fetched once per session (the query client is the session's), kept on the device like every other answer
 * (docs/offline.md "Reading offline"), and asked again when the server refuses something for the role.
 * A 404 is the account belonging to no company (e.g. removed from its team): null.
 */
export const membershipQuery = (api: ApiClient) => queryOptions({
  queryKey: MEMBERSHIP_KEY,
  queryFn: async ({ signal }): Promise<Membership | null> => dataOrNull(await api.GET('/api/employer/team/me/', { signal })),
  staleTime: Infinity,
  // The workspace waits for this answer, so it is not asked twice: after a failure the workspace shows everything
  // and the server decides; a refusal for the role asks again (workspace.tsx).
  retry: false,
  // A failed read is not asked again by every component that mounts (the workspace then shows everything).
  retryOnMount: false,
});

/**
 * - `loading`: the first answer is on its way;
 * - `member`: the caller's membership;
 * - `none`: the account belongs to no company;
 * - `unknown`: it could not be read (offline with nothing kept, a failure): the workspace shows everything and the
 *   server decides, as before teams.
 */
export type MembershipState =
  | { status: 'loading' }
  | { status: 'member'; member: Membership }
  | { status: 'none' }
  | { status: 'unknown' };

/** The caller's membership; needs the workspace's QueryClientProvider. */
export function useMembership(): MembershipState {
  const query = useQuery(membershipQuery(useApi()));
  if (query.data) return { status: 'member', member: query.data };
  if (query.data === null) return { status: 'none' };
  // Only the first answer is waited for: after a failure the workspace does not flicker back to waiting.
  if (query.isPending && query.fetchStatus === 'fetching' && query.errorUpdateCount === 0) return { status: 'loading' };
  return { status: 'unknown' };
}

/** Whether a state allows a capability: a known role decides; an unknown one leaves it to the server. */
export function membershipCan(state: MembershipState, capability: Capability): boolean {
  if (state.status === 'member') return can(state.member.role, capability);
  return state.status === 'unknown';
}

/** Whether the caller's role may use `capability` (src/domain/team/roles.ts). */
export function useCan(capability: Capability): boolean {
  return membershipCan(useMembership(), capability);
}
