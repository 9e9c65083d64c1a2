import { TOKEN_MIN_LENGTH, TOKEN_PATTERN_MIN_LENGTH } from '@/domain/constants';

// docs/requirements.md §5: hex, base64-like, or letters/digits/dot/underscore/hyphen, at least TOKEN_PATTERN_MIN_LENGTH long.
const TOKEN_PATTERNS = [
  new RegExp(`^[0-9a-fA-F]{${TOKEN_PATTERN_MIN_LENGTH},}$`),
  new RegExp(`^[A-Za-z0-9+/]{${TOKEN_PATTERN_MIN_LENGTH},}={0,2}$`),
  new RegExp(`^[A-Za-z0-9._-]{${TOKEN_PATTERN_MIN_LENGTH},}$`),
];

/** docs/requirements.md §5 token rule: after trimming, at least 10 characters and matching one of the token patterns. */
export function isValidToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const trimmed = token.trim();
  if (trimmed.length < TOKEN_MIN_LENGTH) return false;
  return TOKEN_PATTERNS.some((pattern) => pattern.test(trimmed));
}
