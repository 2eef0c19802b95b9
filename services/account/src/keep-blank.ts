/**
 * Settings updates keep the stored value when a field is missing or blank (spec section 5:
 * "keep the old value when the new one is empty"). This drops such fields from a patch, so
 * that what is left is exactly what changes.
 */
export function withoutBlanks<T extends object>(patch: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    kept[key] = value;
  }
  return kept;
}

export const isEmptyPatch = (patch: object) =>
  Object.values(patch).every((value) => value === undefined);
