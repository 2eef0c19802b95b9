/**
 * A table of text cells (a CSV file or a sheet) → statement lines, with the mapping (sent,
 * remembered for the account, or guessed), the day/month order settled from the whole date
 * column, preamble and footer rows skipped, and the running balance checked when there is one.
 */
import type { BankMapping, BankStatementFormat, DateOrder } from '@fina/contract';
import { badRequest } from '@fina/service-kit';
import type { DecimalMark } from '../read/amounts';
import { detectDecimalMark, readBankAmount } from '../read/amounts';
import { dateShape, looksLikeDate, readDate, settleDateOrder } from '../read/dates';
import { columnNames, findHeaderRow, guessMapping, mappingColumns, mappingFits } from './columns';
import { applySign, findSignColumn, signOf } from './sign-column';
import type { ReadOptions, ReadStatement, StatementLine, StatementProblem } from './types';

export interface TableSource {
  format: BankStatementFormat;
  encoding: string;
  delimiter: string | null;
  /** Cells as text, row by row; `rowNumbers[i]` is row i's 1-based number in the file. */
  rows: string[][];
  rowNumbers?: number[];
}

const OPENING_ROW =
  /\b(opening|start(ing)?|previous|brought forward|anfangs|saldo anterior|solde (initial|precedent))\b/i;
const CLOSING_ROW = /\b(closing|ending|end|carried forward|schluss|saldo final|solde final)\b/i;

interface Resolved {
  mapping: BankMapping | null;
  source: ReadStatement['mappingSource'];
  account: string | null;
}

/** The sent mapping (checked against the columns: 400 naming the field), else a remembered one. */
function resolveMapping(
  columns: string[],
  dataRows: string[][],
  hasHeader: boolean,
  options: ReadOptions,
): Resolved {
  if (options.mapping) {
    for (const { field, name } of mappingColumns(options.mapping)) {
      if (!columns.includes(name)) throw badRequest(`The file has no column "${name}".`, field);
    }
    if (
      !options.mapping.amount_column &&
      !options.mapping.debit_column &&
      !options.mapping.credit_column
    ) {
      throw badRequest(
        'Pick the amount column, or the debit and credit columns.',
        'mapping.amount_column',
      );
    }
    return { mapping: options.mapping, source: 'sent', account: options.bankAccount ?? null };
  }
  const remembered = options.remembered ?? new Map<string, BankMapping>();
  const named = options.bankAccount ? remembered.get(options.bankAccount) : undefined;
  if (named && mappingFits(named, columns)) {
    return { mapping: named, source: 'remembered', account: options.bankAccount ?? null };
  }
  if (!options.bankAccount) {
    for (const [account, mapping] of remembered) {
      if (mappingFits(mapping, columns)) return { mapping, source: 'remembered', account };
    }
  }
  const guessed = guessMapping(columns, dataRows, hasHeader);
  return {
    mapping: guessed,
    source: guessed ? 'guessed' : null,
    account: options.bankAccount ?? null,
  };
}

function cellOf(row: readonly string[], index: number): string {
  return index >= 0 ? (row[index]?.trim() ?? '') : '';
}

export function readTable(source: TableSource, options: ReadOptions): ReadStatement {
  const width = source.rows.reduce((max, row) => Math.max(max, row.length), 0);
  const headerAt = findHeaderRow(source.rows);
  const hasHeader = headerAt >= 0;
  const columns = columnNames(hasHeader ? source.rows[headerAt]! : null, width);
  const firstData = hasHeader
    ? headerAt + 1
    : Math.max(
        0,
        source.rows.findIndex((row) => row.some((cell) => looksLikeDate(cell))),
      );
  const dataRows = source.rows.slice(firstData);
  const rowNumber = (i: number) => source.rowNumbers?.[firstData + i] ?? firstData + i + 1;
  const resolved = resolveMapping(columns, dataRows, hasHeader, options);

  const base: ReadStatement = {
    format: source.format,
    encoding: source.encoding,
    delimiter: source.delimiter,
    columns,
    mapping: resolved.mapping,
    mappingSource: resolved.source,
    needsMapping: resolved.mapping === null,
    dateOrder: null,
    needsDateOrder: false,
    account: resolved.account,
    currency: null,
    lines: [],
    // Preamble rows before the header (the header itself and blank rows are not counted).
    skipped: source.rows
      .slice(0, hasHeader ? headerAt : firstData)
      .filter((row) => row.some((cell) => cell.trim() !== '')).length,
    problems: [],
    openingBalance: null,
    closingBalance: null,
  };
  const mapping = resolved.mapping;
  if (!mapping) return base;

  const at = (name: string | undefined) => (name ? columns.indexOf(name) : -1);
  const dateAt = at(mapping.date_column);
  const descriptionAt = mapping.description_columns.map(at);
  const amountAt = at(mapping.amount_column);
  const debitAt = at(mapping.debit_column);
  const creditAt = at(mapping.credit_column);
  const balanceAt = at(mapping.balance_column);
  // An unsigned amount column with a Dr/Cr column beside it (one the mapping does not use).
  const signColumn = amountAt >= 0 ? findSignColumn(columns, dataRows) : null;
  const signAt =
    signColumn && !mappingColumns(mapping).some(({ name }) => name === signColumn)
      ? at(signColumn)
      : -1;

  const dateTexts = dataRows.map((row) => cellOf(row, dateAt));
  const verdict = settleDateOrder(dateTexts);
  const order: DateOrder | null = mapping.date_order ?? verdict.order;
  const amountTexts = dataRows.flatMap((row) =>
    [amountAt, debitAt, creditAt, balanceAt].map((c) => cellOf(row, c)).filter(Boolean),
  );
  const mark: DecimalMark = mapping.decimal_mark ?? detectDecimalMark(amountTexts) ?? '.';

  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  let skipped = base.skipped;
  let opening: bigint | null = null;
  let closing: bigint | null = null;
  const amountOf = (text: string, row: number, column: string) => {
    const read = readBankAmount(text, mark, options.digits);
    if (!read.ok) problems.push({ row, message: `${column}: ${read.message}` });
    return read.ok ? read.minor : null;
  };

  dataRows.forEach((row, i) => {
    const number = rowNumber(i);
    const dateText = dateTexts[i]!;
    const description = descriptionAt
      .map((c) => cellOf(row, c))
      .filter(Boolean)
      .join(' · ');
    const balanceText = cellOf(row, balanceAt);
    if (dateShape(dateText).kind === 'none') {
      // Not a transaction: a blank row, a footer, a total, an opening/closing balance line.
      const balanceRead = balanceText ? readBankAmount(balanceText, mark, options.digits) : null;
      const label = row.join(' ');
      if (balanceRead?.ok && OPENING_ROW.test(label)) opening = balanceRead.minor;
      else if (balanceRead?.ok && CLOSING_ROW.test(label)) closing = balanceRead.minor;
      if (row.some((cell) => cell.trim() !== '')) skipped += 1;
      return;
    }
    const date = order ? readDate(dateText, order) : null;
    if (date && !date.ok) {
      problems.push({ row: number, message: `${mapping.date_column}: ${date.message}` });
      return;
    }
    let amount: bigint | null;
    if (amountAt >= 0) {
      amount = amountOf(cellOf(row, amountAt), number, mapping.amount_column!);
      if (amount !== null && signAt >= 0) amount = applySign(amount, signOf(cellOf(row, signAt)));
    } else {
      const debitText = cellOf(row, debitAt);
      const creditText = cellOf(row, creditAt);
      if (!debitText && !creditText) {
        problems.push({ row: number, message: 'The line has neither a debit nor a credit.' });
        return;
      }
      const debit = debitText ? amountOf(debitText, number, mapping.debit_column!) : 0n;
      const credit = creditText ? amountOf(creditText, number, mapping.credit_column!) : 0n;
      if (debit === null || credit === null) return;
      // Banks write money out as "12.00" or "-12.00" in a debit column: both mean out.
      amount = (credit < 0n ? -credit : credit) - (debit < 0n ? -debit : debit);
    }
    if (amount === null) return;
    let balance: bigint | null = null;
    if (balanceText) {
      balance = amountOf(balanceText, number, mapping.balance_column!);
      if (balance === null) return;
    }
    if (!description && OPENING_ROW.test(row.join(' ')) && amount === 0n) {
      skipped += 1;
      return;
    }
    lines.push({
      row: number,
      date: date?.ok ? date.iso : dateText,
      description,
      amount,
      balance,
    });
  });

  if (verdict.conflicting && !mapping.date_order) {
    problems.unshift({
      row: 0,
      message: 'The dates mix day/month and month/day orders: pick the date order.',
    });
  }
  const running = runningBalance(lines);
  return {
    ...base,
    dateOrder: order,
    needsDateOrder: order === null,
    lines,
    skipped,
    problems,
    openingBalance: opening ?? running.opening,
    closingBalance: closing ?? running.closing,
  };
}

/**
 * Opening and closing balance from a balance column, whichever way the file is sorted (oldest
 * or newest first): opening = the oldest line's balance less its amount.
 */
function runningBalance(lines: readonly StatementLine[]): {
  opening: bigint | null;
  closing: bigint | null;
} {
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last || first.balance === null || last.balance === null) {
    return { opening: null, closing: null };
  }
  const newestFirst = lines.length > 1 && first.date > last.date;
  const oldest = newestFirst ? last : first;
  const newest = newestFirst ? first : last;
  return { opening: oldest.balance! - oldest.amount, closing: newest.balance };
}
