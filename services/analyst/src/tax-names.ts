/**
 * Issue 13, pass 36 (M15): the local names of VAT / sales tax, in one place. Pass 34's orders
 * export words and pass 36's tax-column words both read this list.
 */
export const TAX_NAMES = [
  'vat',
  'gst',
  'hst',
  'pst',
  'qst',
  'kdv',
  'iva',
  'tva',
  'mwst',
  'ust',
  'btw',
  'mva',
  'moms',
  'alv',
  'dph',
  'ddv',
  'pdv',
  'ppn',
  'sales tax',
] as const;

/** A tax name as a word of a (plain, lower-case) question. */
export const TAX_WORD = new RegExp(`\\b(${TAX_NAMES.join('|')})\\b`);
