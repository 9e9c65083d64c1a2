import type { Glossary } from './glossary';

/** Names used by the billing machines. */
export const billingGlossary: Partial<Glossary> = {};
