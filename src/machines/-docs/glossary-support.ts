import type { Glossary } from './glossary';

/** Names used by the support machines. */
export const supportGlossary: Partial<Glossary> = {};
