import type { Glossary } from './glossary';

/** Names used by the billing machines (issue 5). */
export const billingGlossary: Partial<Glossary> = {};
