export interface SavedSearch {
  page?: number;
}

// Plain code, not valibot: route search validation runs in the main bundle, which has little room left.
export function validateSavedSearch(input: Record<string, unknown>): SavedSearch {
  const page = Number(input.page);
  return Number.isInteger(page) && page >= 2 ? { page } : {};
}
