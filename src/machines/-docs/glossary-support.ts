import type { Glossary } from './glossary';

/** Names used by the support machines (issue 5). */
export const supportGlossary: Partial<Glossary> = {};
