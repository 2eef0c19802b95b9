/**
 * blind-44's book helpers: the kit's (blind-kit/sheet-helpers.ts) and its day as dd/mm/yyyy.
 */
export * from '../blind-kit/sheet-helpers';

/** dd/mm/yyyy text of a date. */
export const dmy = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
