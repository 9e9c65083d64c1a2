import type { Glossary } from './glossary';

/** Names used by the calendar machines (issue 5). */
export const calendarGlossary: Partial<Glossary> = {};
