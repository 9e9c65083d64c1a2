// Every repository over one database handle. Routes and services reach SQL only through these; a unit of work
// that must be atomic runs in `transaction`, whose repositories all use the same transaction.
import type { Db } from '../db/client';

export interface Repositories {
  /** Runs `work` in one transaction; the repositories it receives all use it. */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Db): Repositories {
  return {
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
