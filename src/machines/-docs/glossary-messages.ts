import type { Glossary } from './glossary';

/** Names used by the messages machines (issue 5). */
export const messagesGlossary: Partial<Glossary> = {};
