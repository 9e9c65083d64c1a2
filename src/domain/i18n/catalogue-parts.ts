/**
 * The catalogue ships in parts, cut by key namespace, so a visitor of the public site does not download the
 * employer workspace's text (most of it). `site` is loaded before the app's first render; `pages` by the four public
 * pages with long texts; `workspace` by the routes that show it (the signed-in layout and the state-machine pages)
 * before they render; `machines` by /machines.
 * `catalogue-parts.test.ts` checks that no public page can reach a workspace key.
 */
export const WORKSPACE_NAMESPACES = [
  'activity', 'billing', 'bsDate', 'calendar', 'candidates', 'comments', 'jobs', 'messages', 'notifications', 'outbox',
  'overview', 'payment', 'pipeline', 'roles', 'saved', 'scorecard', 'security', 'settings', 'support',
  'supportCategory', 'supportStatus', 'swipe', 'swipeDeck', 'team', 'workspace',
] as const;

/**
 * The long texts of four public pages (FAQ, services, terms, privacy): each page loads this part before it shows, so
 * the landing page and the other public pages do not carry them.
 */
export const PAGES_NAMESPACES = ['faq', 'privacy', 'services', 'terms'] as const;
/** The pages that load the `pages` part (their route's loader); the prerender preloads it with them. */
export const PAGES_PART_PATHS = ['/faq', '/privacy', '/services', '/terms'] as const;

/** The state-machine pages' text (/machines), the machines' documentation in Nepali among it: loaded by that page only. */
export const MACHINES_NAMESPACES = ['machines', 'machineDoc'] as const;

/** The server's own text (API messages, e-mails, the invoice): never sent to a browser. */
export const SERVER_NAMESPACES = ['api', 'mail', 'invoice'] as const;

export type CataloguePart = 'site' | 'pages' | 'workspace' | 'machines';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['site', 'pages', 'workspace', 'machines'];

const namespaceParts = new Map<string, CataloguePart | 'server'>([
  ...PAGES_NAMESPACES.map((ns) => [ns, 'pages'] as const),
  ...WORKSPACE_NAMESPACES.map((ns) => [ns, 'workspace'] as const),
  ...MACHINES_NAMESPACES.map((ns) => [ns, 'machines'] as const),
  ...SERVER_NAMESPACES.map((ns) => [ns, 'server'] as const),
]);

/** The part a key belongs to: its namespace (the text before the first dot) decides; `server` is in no web part. */
export function partOfKey(key: string): CataloguePart | 'server' {
  return namespaceParts.get(key.slice(0, key.indexOf('.'))) ?? 'site';
}

/** The keys of `messages` that belong to `part`, in their order. */
export function pickPart<T>(messages: Record<string, T>, part: CataloguePart): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => partOfKey(key) === part));
}
