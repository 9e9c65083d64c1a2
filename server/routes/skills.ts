import type { FastifyInstance } from 'fastify';
import { SKILLS } from '../data/skills';

export default async function skillsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { search?: string } }>('/api/skills/', async (req) => {
    const term = req.query.search?.trim().toLowerCase();
    const results = term
      ? SKILLS.filter((s) => s.name.toLowerCase().includes(term) || s.category.toLowerCase().includes(term))
      : SKILLS;
    return { count: results.length, next: null, previous: null, results };
  });
}
