/** A path with its query, for `navigate({ href })` when the target comes from a machine's event. */
export function hrefOf(to: string, search?: Record<string, string>): string {
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${to}?${query}` : to;
}
