/** Workbook <-> JSON. The Workbook is already plain JSON; these check the shape on reload. */
import type { Workbook } from './model';

export function serializeWorkbook(workbook: Workbook): string {
  return JSON.stringify(workbook);
}

/** Accepts the JSON text or the parsed object (a jsonb column comes back parsed). */
export function deserializeWorkbook(data: string | unknown): Workbook {
  const obj: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  if (!isWorkbook(obj)) throw new TypeError('not an analyst workbook (format/version mismatch)');
  return obj;
}

export function isWorkbook(x: unknown): x is Workbook {
  if (!x || typeof x !== 'object') return false;
  const w = x as Partial<Workbook>;
  return w.format === 'fina-analyst-workbook' && w.version === 1 && Array.isArray(w.sheets);
}
