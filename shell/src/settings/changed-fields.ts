/**
 * The fields of an edit form that differ from the stored record. Settings forms start filled
 * with the stored values, so sending only what changed keeps an untouched field (and the
 * server's "blank keeps the old value" rule) out of the request.
 */
export function changedFields<T extends object>(form: T, stored: Partial<T> | null): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(form) as (keyof T)[]) {
    const value = form[key];
    const before = stored?.[key];
    const same =
      typeof value === 'string' && typeof before === 'string'
        ? value.trim() === before.trim()
        : value === before;
    if (!same) changes[key] = value;
  }
  return changes;
}
