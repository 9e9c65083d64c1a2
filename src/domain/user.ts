/** The signed-in account as the server returns it (docs/requirements.md §3 login response `user`) and as stored (JSON). */
export interface AuthUser {
  id: string;
  email: string;
  full_name: string;
  user_type: 'employer';
}

/** The stored user record, or null when it is missing or not a user-shaped JSON object (docs/requirements.md §4 "parseable"). */
export function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const user = value as Record<string, unknown>;
    if (typeof user.id !== 'string' || typeof user.email !== 'string') return null;
    return {
      id: user.id,
      email: user.email,
      full_name: typeof user.full_name === 'string' ? user.full_name : '',
      user_type: 'employer',
    };
  } catch {
    return null;
  }
}
