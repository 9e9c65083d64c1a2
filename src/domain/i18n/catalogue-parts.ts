/**
 * The catalogue ships in parts, cut by key namespace, so a visitor of the public site does not download the
 * employer workspace's text (most of it). `site` is loaded before the app's first render; `pages` by the four public
 * pages with long texts; `workspace` by the routes that show it (the signed-in layout and the state-machine pages)
 * before they render; `seeker` by the job seeker's space; `machines` by /machines.
 * `catalogue-parts.test.ts` checks that no public page can reach a workspace key.
 */
export const WORKSPACE_NAMESPACES = [
  'activity', 'billing', 'bsDate', 'calendar', 'candidates', 'comments', 'jobs', 'messages', 'notifications', 'outbox',
  'overview', 'payment', 'pipeline', 'roles', 'saved', 'scorecard', 'security', 'settings', 'support',
  'supportCategory', 'supportStatus', 'swipe', 'swipeDeck', 'team', 'workspace',
] as const;

/**
 * The text of the public pages past the landing page: the long texts of the FAQ, services, terms and privacy, and
 * the forms a visitor fills in there (contact, a job's application, a team invitation, a reply link) with the
 * public job list. Each of those pages loads this part before it shows (its route's loader), so the landing page,
 * which needs none of it before the first interaction, does not carry it.
 */
export const PAGES_NAMESPACES = ['faq', 'privacy', 'services', 'terms', 'contact', 'publicJobs', 'apply', 'applyCheck', 'join', 'reply'] as const;
/** The prerendered pages that load the `pages` part; the prerender preloads it with them. */
export const PAGES_PART_PATHS = ['/faq', '/privacy', '/services', '/terms', '/contact'] as const;

/** The job seeker's own space (/seeker/...): loaded by its routes, so the public site does not carry it. */
export const SEEKER_NAMESPACES = ['seeker'] as const;

/** The state-machine pages' text (/machines), the machines' documentation in Nepali among it: loaded by that page only. */
export const MACHINES_NAMESPACES = ['machines', 'machineDoc'] as const;

/** The server's own text (API messages, e-mails, the invoice): never sent to a browser. */
export const SERVER_NAMESPACES = ['api', 'mail', 'invoice'] as const;

export type CataloguePart = 'site' | 'pages' | 'workspace' | 'seeker' | 'machines';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['site', 'pages', 'workspace', 'seeker', 'machines'];

const namespaceParts = new Map<string, CataloguePart | 'server'>([
  ...PAGES_NAMESPACES.map((ns) => [ns, 'pages'] as const),
  ...WORKSPACE_NAMESPACES.map((ns) => [ns, 'workspace'] as const),
  ...SEEKER_NAMESPACES.map((ns) => [ns, 'seeker'] as const),
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
