import type { Glossary } from './types';

/** Names used by the support machines. */
export const supportGlossary: Partial<Glossary> = {};
