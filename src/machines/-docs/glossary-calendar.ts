import type { Glossary } from './glossary';

/** Names used by the calendar machines. */
export const calendarGlossary: Partial<Glossary> = {};
