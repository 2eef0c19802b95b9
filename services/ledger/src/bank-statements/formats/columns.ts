/**
 * Finding the header row and guessing what each column means, from the header words banks use
 * (several languages) and, when the headers say nothing, from the cells themselves.
 */
import type { BankMapping } from '@fina/contract';
import { looksLikeDate } from '../read/dates';
import { findSignColumn } from './sign-column';

const AMOUNT_LIKE = /^[(+-]?\s*[A-Z]{0,3}\s*[$€£₱¥]?\s*[\d][\d\s.,'\u00a0]*\)?\s*(-|CR|DR)?$/i;

export function looksLikeAmount(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && AMOUNT_LIKE.test(trimmed);
}

/** Lower case, no accents, words only: "Débit (EUR)" → "debit eur". */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Role = 'balance' | 'debit' | 'credit' | 'amount' | 'date' | 'description';

/** Header words per role. Tested in this order: "Value date" is a date, "Payment date" too. */
const ROLE_WORDS: [Role, RegExp][] = [
  ['balance', /\b(balance|saldo|solde|kontostand)\b/],
  ['date', /\b(date|datum|fecha|data|posted|buchungstag|buchungsdatum|valuta|wertstellung|day)\b/],
  [
    'debit',
    /\b(debit|debits|withdrawal|withdrawals|money out|paid out|soll|cargo|cargos|ausgang|payments?|spent|outflow)\b/,
  ],
  [
    'credit',
    /\b(credit|credits|deposit|deposits|money in|paid in|haben|abono|abonos|eingang|receipts?|received|inflow)\b/,
  ],
  ['amount', /\b(amount|amt|betrag|importe|montant|monto|value|sum|umsatz|valor)\b/],
  [
    'description',
    /\b(description|details|detail|memo|narrative|narration|payee|particulars|reference|libelle|concepto|verwendungszweck|beschreibung|buchungstext|name|text|merchant|counterparty|remarks|descripcion|transaction|beguenstigter|auftraggeber)\b/,
  ],
];

/** Date headers that are a worse choice than the booking date when both are present. */
const SECOND_CHOICE_DATE = /\b(value|valuta|wertstellung)\b/;

function roleOf(header: string): Role | null {
  const words = normaliseHeader(header);
  if (!words) return null;
  for (const [role, pattern] of ROLE_WORDS) if (pattern.test(words)) return role;
  return null;
}

const nonEmpty = (row: readonly string[]) => row.filter((cell) => cell.trim() !== '');

/**
 * The header row: the first row (within the first 40) of at least two text cells, none a date
 * or an amount, followed within three rows by a row holding a date. -1 when the file has none.
 */
export function findHeaderRow(rows: readonly string[][]): number {
  const limit = Math.min(rows.length, 40);
  for (let i = 0; i < limit; i += 1) {
    const cells = nonEmpty(rows[i]!);
    if (cells.length < 2) continue;
    if (cells.some((cell) => looksLikeDate(cell) || looksLikeAmount(cell))) continue;
    for (let j = i + 1; j <= i + 3 && j < rows.length; j += 1) {
      const next = rows[j]!;
      if (nonEmpty(next).length >= 2 && next.some((cell) => looksLikeDate(cell))) return i;
    }
  }
  return -1;
}

/** Header texts, with empty or repeated ones named "Column N" so each is a distinct key. */
export function columnNames(header: readonly string[] | null, width: number): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let c = 0; c < width; c += 1) {
    let name = header?.[c]?.trim() ?? '';
    if (!name || seen.has(name)) name = `Column ${c + 1}`;
    seen.add(name);
    names.push(name);
  }
  return names;
}

interface ColumnStats {
  filled: number;
  dates: number;
  amounts: number;
  averageLength: number;
}

function columnStats(rows: readonly string[][], width: number): ColumnStats[] {
  // Rows of one or no cell (footers, notes, blank lines) say nothing about the columns.
  const sample = rows.filter((row) => nonEmpty(row).length >= 2).slice(0, 200);
  return Array.from({ length: width }, (_, c) => {
    let filled = 0;
    let dates = 0;
    let amounts = 0;
    let length = 0;
    for (const row of sample) {
      const cell = row[c]?.trim() ?? '';
      if (!cell) continue;
      filled += 1;
      length += cell.length;
      if (looksLikeDate(cell)) dates += 1;
      else if (looksLikeAmount(cell)) amounts += 1;
    }
    return { filled, dates, amounts, averageLength: filled ? length / filled : 0 };
  });
}

/**
 * The mapping the headers (or, failing them, the cells) suggest; null when no date column and
 * no amount column can be told.
 */
export function guessMapping(
  columns: readonly string[],
  dataRows: readonly string[][],
  hasHeader: boolean,
): BankMapping | null {
  const byRole = new Map<Role, string[]>();
  // A Dr/Cr column ("Debit/Credit") is not a debit column, nor a description.
  const sign = findSignColumn(columns, dataRows);
  if (hasHeader) {
    for (const column of columns) {
      if (column === sign) continue;
      const role = roleOf(column);
      if (role) byRole.set(role, [...(byRole.get(role) ?? []), column]);
    }
  }
  const stats = columnStats(dataRows, columns.length);
  const isDates = (c: number) => stats[c]!.filled > 0 && stats[c]!.dates / stats[c]!.filled >= 0.6;
  const isAmounts = (c: number) =>
    stats[c]!.filled > 0 && stats[c]!.amounts / stats[c]!.filled >= 0.6;
  const indexOf = (name: string) => columns.indexOf(name);

  const dateHeaders = (byRole.get('date') ?? []).filter((name) => isDates(indexOf(name)));
  const namedDates = byRole.get('date') ?? [];
  let date =
    (dateHeaders.length === 0 ? namedDates[0] : undefined) ??
    dateHeaders.find((name) => !SECOND_CHOICE_DATE.test(normaliseHeader(name))) ??
    dateHeaders[0];
  if (!date) {
    const best = columns.findIndex((_, c) => isDates(c));
    if (best >= 0) date = columns[best];
  }
  // A telling header wins; among several, the one whose cells read as amounts.
  const numeric = (role: Role) => {
    const named = byRole.get(role) ?? [];
    return named.find((name) => isAmounts(indexOf(name))) ?? named[0];
  };
  let amount = numeric('amount');
  let debit = numeric('debit');
  let credit = numeric('credit');
  let balance = numeric('balance');

  if (!amount && !debit && !credit) {
    // No telling headers: the amount-like columns, left to right.
    const numericColumns = columns.filter(
      (name, c) => name !== date && name !== balance && isAmounts(c),
    );
    const [first, second] = numericColumns;
    if (first && second && complementary(dataRows, indexOf(first), indexOf(second))) {
      debit = first;
      credit = second;
    } else if (first) {
      amount = first;
      if (second && !balance) balance = second;
    }
  }
  if (!date || (!amount && !debit && !credit)) return null;

  const used = new Set([date, amount, debit, credit, balance, sign].filter(Boolean));
  let descriptions = (byRole.get('description') ?? []).filter((name) => !used.has(name));
  if (descriptions.length === 0) {
    const textual = columns
      .map((name, c) => ({ name, c }))
      .filter(
        ({ name, c }) => !used.has(name) && stats[c]!.filled > 0 && !isAmounts(c) && !isDates(c),
      )
      .sort((a, b) => stats[b.c]!.averageLength - stats[a.c]!.averageLength);
    descriptions = textual.slice(0, 1).map(({ name }) => name);
  }
  if (descriptions.length === 0) return null;

  return {
    date_column: date,
    description_columns: descriptions.slice(0, 3),
    ...(amount ? { amount_column: amount } : {}),
    ...(debit ? { debit_column: debit } : {}),
    ...(credit ? { credit_column: credit } : {}),
    ...(balance ? { balance_column: balance } : {}),
  };
}

/** Two columns of which each row fills at most one: a debit/credit pair. */
function complementary(rows: readonly string[][], a: number, b: number): boolean {
  let both = 0;
  let one = 0;
  for (const row of rows.slice(0, 200)) {
    const hasA = (row[a]?.trim() ?? '') !== '';
    const hasB = (row[b]?.trim() ?? '') !== '';
    if (hasA && hasB) both += 1;
    else if (hasA || hasB) one += 1;
  }
  return one > 0 && both === 0;
}

/** The names a mapping uses, for checking them against the file's columns. */
export function mappingColumns(mapping: BankMapping): { field: string; name: string }[] {
  const named: { field: string; name: string }[] = [
    { field: 'mapping.date_column', name: mapping.date_column },
    ...mapping.description_columns.map((name, i) => ({
      field: `mapping.description_columns.${i}`,
      name,
    })),
  ];
  for (const key of ['amount_column', 'debit_column', 'credit_column', 'balance_column'] as const) {
    const name = mapping[key];
    if (name) named.push({ field: `mapping.${key}`, name });
  }
  return named;
}

export function mappingFits(mapping: BankMapping, columns: readonly string[]): boolean {
  return mappingColumns(mapping).every(({ name }) => columns.includes(name));
}
