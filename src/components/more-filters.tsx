import { useState } from 'react';
import { t } from '@/domain/i18n/i18n';

/**
 * A search form on a phone shows its search field, this button and its actions; the other filters open under the
 * button, so the results start on the first screen. From 40rem up every filter shows and the button is hidden
 * (`.collapsible-filters` in styles.css). `activeCount` says how many of the hidden filters are set.
 */
export function useMoreFilters(formId: string, activeCount: number) {
  const [expanded, setExpanded] = useState(false);
  const button = (
    <button
      type="button"
      className="btn btn--secondary collapsible-filters__toggle"
      aria-expanded={expanded}
      aria-controls={formId}
      onClick={() => setExpanded((open) => !open)}
    >
      {expanded ? t('filters.fewer') : activeCount > 0 ? t('filters.moreSet', { count: activeCount }) : t('filters.more')}
    </button>
  );
  return { className: expanded ? 'collapsible-filters' : 'collapsible-filters collapsible-filters--collapsed', button };
}
