/**
 * The catalogue ships in two parts, cut by key namespace, so a visitor of the public site does not download the
 * employer workspace's text (about three quarters of it). `site` is loaded before the app's first render;
 * `workspace` by the routes that show it (the signed-in layout and the state-machine pages) before they render.
 * `catalogue-parts.test.ts` checks that no public page can reach a workspace key.
 */
export const WORKSPACE_NAMESPACES = [
  'activity', 'billing', 'bsDate', 'calendar', 'candidates', 'comments', 'jobs', 'messages', 'notifications', 'outbox',
  'overview', 'payment', 'pipeline', 'roles', 'saved', 'scorecard', 'security', 'support', 'supportCategory',
  'supportStatus', 'swipe', 'swipeDeck', 'team', 'workspace',
] as const;

export type CataloguePart = 'site' | 'workspace';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['site', 'workspace'];

const workspace = new Set<string>(WORKSPACE_NAMESPACES);

/** The part a key belongs to: its namespace (the text before the first dot) decides. */
export function partOfKey(key: string): CataloguePart {
  return workspace.has(key.slice(0, key.indexOf('.'))) ? 'workspace' : 'site';
}

/** The keys of `messages` that belong to `part`, in their order. */
export function pickPart<T>(messages: Record<string, T>, part: CataloguePart): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => partOfKey(key) === part));
}
