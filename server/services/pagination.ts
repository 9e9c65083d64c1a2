// `{count, next, previous, results}` pages (docs/decisions.md API conventions), as Django REST Framework answers them.
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/domain/constants';
import { ApiError } from '../lib/api-error';

/** The highest page number the contract accepts (PostgreSQL's integer). */
export const PAGE_MAX = 2_147_483_647;

export interface PageQuery {
  page?: number;
  page_size?: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const invalidPage = () => new ApiError(404, { detail: 'Invalid page.' });

/**
 * The rows a page covers. The contract has already bounded `page` (1 to 2^31-1) and `page_size` (1–100); a value
 * outside them (a caller that skipped the contract) is an invalid page, never an offset SQL cannot take.
 */
export function pageWindow(query: PageQuery): { page: number; size: number; offset: number; limit: number } {
  const page = query.page ?? 1;
  const size = query.page_size ?? PAGE_SIZE_DEFAULT;
  if (!Number.isSafeInteger(page) || page < 1 || page > PAGE_MAX) throw invalidPage();
  if (!Number.isSafeInteger(size) || size < 1 || size > PAGE_SIZE_MAX) throw invalidPage();
  return { page, size, offset: (page - 1) * size, limit: size };
}

/** The page, or 404 "Invalid page." past the last one (page 1 always exists, even empty). */
export function pageOf<T>(req: FastifyRequest, count: number, results: T[], query: PageQuery): Page<T> {
  const { page, size } = pageWindow(query);
  const last = Math.max(1, Math.ceil(count / size));
  if (page > last) throw invalidPage();
  const base = req.server.deps.config.publicUrl ?? '';
  const link = (to: number) => {
    const url = new URL(req.url, 'http://x');
    if (to === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(to));
    return `${base}${url.pathname}${url.search}`;
  };
  return { count, next: page < last ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null, results };
}

/**
 * pageOf's answer as JSON text, for a list the database already wrote as JSON (`results`); `after` are more fields
 * of the answer, after the results.
 */
export function pageJson(req: FastifyRequest, count: number, results: string, query: PageQuery, after: Record<string, unknown> = {}): string {
  const { count: total, next, previous } = pageOf(req, count, [], query);
  const head = JSON.stringify({ count: total, next, previous }).slice(0, -1);
  const tail = Object.entries(after).map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`).join('');
  return `${head},"results":${results}${tail}}`;
}
