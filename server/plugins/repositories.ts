// Decorates the app with its repositories (docs/architecture.md): the one way routes and services reach SQL.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../repositories/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(async function repositoriesPlugin(app: FastifyInstance) {
  app.decorate('repos', createRepositories(app.deps.db));
}, { name: 'repositories' });
