import type { Glossary } from './types';

/** Names used by the billing machines. */
export const billingGlossary: Partial<Glossary> = {};
