/** The one line shape every statement format is read into. */
import type { BankMapping, BankStatementFormat, DateOrder } from '@fina/contract';

export interface StatementLine {
  /** 1-based row (CSV record, sheet row, OFX/CAMT entry, MT940 :61: field) in the file. */
  row: number;
  /** ISO 'YYYY-MM-DD'; the date text as written while the day/month order is undecided. */
  date: string;
  description: string;
  /** Signed minor units: positive is money in. */
  amount: bigint;
  balance: bigint | null;
}

export interface StatementProblem {
  row: number;
  message: string;
}

export interface ReadStatement {
  format: BankStatementFormat;
  encoding: string;
  delimiter: string | null;
  columns: string[] | null;
  mapping: BankMapping | null;
  mappingSource: 'sent' | 'remembered' | 'guessed' | null;
  needsMapping: boolean;
  dateOrder: DateOrder | null;
  needsDateOrder: boolean;
  /** The account named by the file (IBAN, ACCTID, :25:), or the remembered one that fits. */
  account: string | null;
  currency: string | null;
  lines: StatementLine[];
  skipped: number;
  problems: StatementProblem[];
  openingBalance: bigint | null;
  closingBalance: bigint | null;
}

export interface ReadOptions {
  /** Minor digits of the amounts (the company currency's). */
  digits: number;
  /** The mapping the user sent (CSV/xlsx). */
  mapping?: BankMapping;
  /** Remembered mappings by bank account name; the one for `bankAccount` is tried first. */
  remembered?: ReadonlyMap<string, BankMapping>;
  bankAccount?: string;
}

/** A statement with neither problems nor an open question can be imported. */
export function statementReady(statement: ReadStatement): boolean {
  return statement.problems.length === 0 && !statement.needsMapping && !statement.needsDateOrder;
}

/** A structured format (OFX, CAMT, MT940) answers no mapping questions. */
export function structuredStatement(
  fields: Pick<
    ReadStatement,
    | 'format'
    | 'encoding'
    | 'account'
    | 'currency'
    | 'lines'
    | 'problems'
    | 'openingBalance'
    | 'closingBalance'
  > & { skipped?: number },
): ReadStatement {
  return {
    delimiter: null,
    columns: null,
    mapping: null,
    mappingSource: null,
    needsMapping: false,
    dateOrder: 'ymd',
    needsDateOrder: false,
    skipped: 0,
    ...fields,
  };
}
