import type { Glossary } from './types';

/** Names used by the calendar machines. */
export const calendarGlossary: Partial<Glossary> = {};
