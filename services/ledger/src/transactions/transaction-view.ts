/** Bank lines as the API answers them: with their account, source file and match label. */
import type { TransactionLine, TransactionMatch } from '@fina/contract';
import type { Db } from '@fina/db';
import {
  bankAccounts,
  bankImports,
  bankTransactions,
  eq,
  expenses,
  inArray,
  invoices,
  sales,
  transactionMatches,
} from '@fina/db';
import type { Currency } from '@fina/finance';
import { currencyOf, minorToText, numericToMinor } from '../shared/money';

export const lineColumns = {
  id: bankTransactions.id,
  date: bankTransactions.date,
  description: bankTransactions.description,
  amount: bankTransactions.amount,
  currency: bankTransactions.currency,
  category: bankTransactions.category,
  bankAccount: bankAccounts.name,
  sourceFile: bankImports.fileName,
  matchKind: transactionMatches.kind,
  matchTarget: transactionMatches.targetId,
};

export interface LineRow {
  id: string;
  date: string;
  description: string;
  amount: string;
  currency: string;
  category: string | null;
  bankAccount: string;
  sourceFile: string;
  matchKind: 'invoice' | 'expense' | 'sale' | null;
  matchTarget: string | null;
}

/** The select every line read starts from (account, file, match joined). */
export function selectLines(db: Db) {
  return db
    .select(lineColumns)
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.bankAccountId))
    .innerJoin(bankImports, eq(bankImports.id, bankTransactions.importId))
    .leftJoin(transactionMatches, eq(transactionMatches.transactionId, bankTransactions.id));
}

/** Labels of matched invoices, expenses and sales, loaded in three queries at most. */
export async function matchLabels(
  db: Db,
  matches: readonly { kind: string; id: string }[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const ids = (kind: string) => matches.filter((m) => m.kind === kind).map((m) => m.id);
  const invoiceIds = ids('invoice');
  if (invoiceIds.length > 0) {
    const rows = await db
      .select({ id: invoices.id, number: invoices.invoiceNumber, client: invoices.clientName })
      .from(invoices)
      .where(inArray(invoices.id, invoiceIds));
    for (const row of rows) labels.set(row.id, `Invoice #${row.number} · ${row.client}`);
  }
  const expenseIds = ids('expense');
  if (expenseIds.length > 0) {
    const rows = await db
      .select({ id: expenses.id, vendor: expenses.vendor, date: expenses.date })
      .from(expenses)
      .where(inArray(expenses.id, expenseIds));
    for (const row of rows) labels.set(row.id, `Expense · ${row.vendor} · ${row.date}`);
  }
  const saleIds = ids('sale');
  if (saleIds.length > 0) {
    const rows = await db
      .select({ id: sales.id, product: sales.product, date: sales.date })
      .from(sales)
      .where(inArray(sales.id, saleIds));
    for (const row of rows) {
      labels.set(row.id, `Sale · ${row.date}${row.product ? ` · ${row.product}` : ''}`);
    }
  }
  return labels;
}

export function toLine(
  row: LineRow,
  labels: ReadonlyMap<string, string>,
  companyCurrency: Currency,
): TransactionLine {
  const currency = companyCurrency;
  const matched: TransactionMatch | null =
    row.matchKind && row.matchTarget
      ? {
          kind: row.matchKind,
          id: row.matchTarget,
          label: labels.get(row.matchTarget) ?? row.matchKind,
        }
      : null;
  return {
    transaction_id: row.id,
    date: row.date,
    description: row.description,
    amount: minorToText(numericToMinor(row.amount, currency), currency),
    currency: row.currency,
    category: row.category,
    bank_account: row.bankAccount,
    source_file: row.sourceFile,
    matched,
  };
}

export async function toLines(
  db: Db,
  rows: readonly LineRow[],
  companyCurrency: string,
): Promise<TransactionLine[]> {
  const labels = await matchLabels(
    db,
    rows.flatMap((row) =>
      row.matchKind && row.matchTarget ? [{ kind: row.matchKind, id: row.matchTarget }] : [],
    ),
  );
  const currency = currencyOf(companyCurrency);
  return rows.map((row) => toLine(row, labels, currency));
}
