import type { BankMapping, DateOrder } from '@fina/contract';

/** The mapping as the editor holds it: anything may still be missing. */
export type MappingDraft = Partial<BankMapping>;

/** 'signed': one amount column (negative is money out); 'split': money out / money in columns. */
export type AmountMode = 'signed' | 'split';

export function amountModeOf(mapping: MappingDraft): AmountMode {
  return mapping.debit_column || mapping.credit_column ? 'split' : 'signed';
}

/** Enough to read the file: a date, a description, and an amount or a debit/credit column. */
export function isComplete(mapping: MappingDraft): mapping is BankMapping {
  return Boolean(
    mapping.date_column &&
    mapping.description_columns?.length &&
    (mapping.amount_column || mapping.debit_column || mapping.credit_column),
  );
}

/** What is still missing, in words, or null. */
export function missingPart(mapping: MappingDraft): string | null {
  if (!mapping.date_column) return 'Pick the date column.';
  if (!mapping.description_columns?.length) return 'Pick at least one description column.';
  if (!(mapping.amount_column || mapping.debit_column || mapping.credit_column)) {
    return 'Pick the amount column, or the money out / money in columns.';
  }
  return null;
}

/** The multipart body of the preview and the import. */
export function statementForm(
  file: File,
  mapping: MappingDraft | null,
  dateOrder: DateOrder | null,
  bankAccount: string,
): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping && isComplete(mapping)) {
    form.append(
      'mapping',
      JSON.stringify({ ...mapping, ...(dateOrder ? { date_order: dateOrder } : {}) }),
    );
  }
  if (bankAccount.trim()) form.append('bank_account', bankAccount.trim());
  return form;
}
