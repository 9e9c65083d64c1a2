// The public job list's search words as PostgreSQL reads them, for the list and for job alerts alike.

/** Words of a search as a prefix query for `to_tsquery('simple', …)`: only letters and digits get through. */
export function prefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}
