/**
 * The actual figures per month that Financial Performance and the dashboard KPIs read
 * (DECISIONS.md "KPI definitions"). All in bigint minor units of the company currency:
 *
 * - revenue: invoices dated in the month net of tax and shipping (sub_total − discount), plus
 *   recorded sales, plus categorised money-in bank lines NOT matched to anything (a line matched
 *   to an invoice or a sale is that invoice's or sale's money: counting both would double it);
 * - costOfSales / expenses: recorded expenses net of their tax, plus categorised money-out bank
 *   lines not matched; cost-of-sales categories (Inventory, Cost of sales…) go to `costOfSales`,
 *   the rest to `expenses` (so total costs = costOfSales + expenses);
 * - cashIn / cashOut: every bank line of the month (money in, money out as a positive figure).
 *
 * Transfers, loans and owner money (see `categories.ts`) are cash, not revenue or expense.
 * Lines and invoices in another currency than the company's are left out (no conversion).
 */
import type { Db, SQL } from '@fina/db';
import {
  and,
  bankTransactions,
  companies,
  eq,
  expenses,
  gte,
  invoices,
  isNotNull,
  isNull,
  lt,
  sales,
  sql,
  transactionMatches,
} from '@fina/db';
import type { Currency } from '@fina/finance';
import { currencyOf, numericToMinor } from '../shared/money';
import { COST_OF_SALES_CATEGORIES, NON_OPERATING_CATEGORIES } from './categories';
import { assertMonth, monthsBetween, nextMonth } from './months';

export interface MonthActuals {
  month: string;
  revenue: bigint;
  costOfSales: bigint;
  expenses: bigint;
  cashIn: bigint;
  cashOut: bigint;
}

type Figure = Exclude<keyof MonthActuals, 'month'>;
interface MonthSum {
  month: string;
  total: string | null;
}

const monthOf = (column: unknown) => sql<string>`to_char(${column}, 'YYYY-MM')`;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

async function companyCurrency(db: Db, companyId: string): Promise<Currency> {
  const [row] = await db
    .select({ currency: companies.companyCurrency })
    .from(companies)
    .where(eq(companies.id, companyId));
  return currencyOf(row?.currency);
}

export async function monthlyActuals(
  db: Db,
  companyId: string,
  fromMonth: string,
  toMonth: string,
): Promise<MonthActuals[]> {
  assertMonth(fromMonth, 'fromMonth');
  assertMonth(toMonth, 'toMonth');
  const months = monthsBetween(fromMonth, toMonth);
  if (months.length === 0) return [];
  const currency = await companyCurrency(db, companyId);
  const start = `${fromMonth}-01`;
  const end = `${nextMonth(toMonth)}-01`;

  const byMonth = new Map<string, MonthActuals>(
    months.map((month) => [
      month,
      { month, revenue: 0n, costOfSales: 0n, expenses: 0n, cashIn: 0n, cashOut: 0n },
    ]),
  );
  const add = (figure: Figure, rows: MonthSum[], sign: 1n | -1n = 1n) => {
    for (const row of rows) {
      const entry = byMonth.get(row.month);
      if (entry) entry[figure] += sign * numericToMinor(row.total, currency);
    }
  };

  const lineInRange = and(
    eq(bankTransactions.companyId, companyId),
    eq(bankTransactions.currency, currency),
    gte(bankTransactions.date, start),
    lt(bankTransactions.date, end),
  );
  const lineMonth = monthOf(bankTransactions.date);
  const sumLines = (where: SQL | undefined) =>
    db
      .select({
        month: lineMonth,
        total: sql<string | null>`sum(${bankTransactions.amount})::text`,
      })
      .from(bankTransactions)
      .leftJoin(transactionMatches, eq(transactionMatches.transactionId, bankTransactions.id))
      .where(and(lineInRange, where))
      .groupBy(lineMonth);
  const unmatchedCategorised = and(
    isNull(transactionMatches.transactionId),
    isNotNull(bankTransactions.category),
    sql`lower(${bankTransactions.category}) not in (${inList(NON_OPERATING_CATEGORIES)})`,
  );
  const costOfSalesLine = sql`lower(${bankTransactions.category}) in (${inList(COST_OF_SALES_CATEGORIES)})`;

  const invoiceMonth = monthOf(invoices.date);
  add(
    'revenue',
    await db
      .select({
        month: invoiceMonth,
        total: sql<string | null>`sum(${invoices.subTotal} - ${invoices.discount})::text`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, companyId),
          eq(invoices.state, 'issued'),
          eq(invoices.currency, currency),
          gte(invoices.date, start),
          lt(invoices.date, end),
        ),
      )
      .groupBy(invoiceMonth),
  );

  const saleMonth = monthOf(sales.date);
  add(
    'revenue',
    await db
      .select({ month: saleMonth, total: sql<string | null>`sum(${sales.amount})::text` })
      .from(sales)
      .where(and(eq(sales.companyId, companyId), gte(sales.date, start), lt(sales.date, end)))
      .groupBy(saleMonth),
  );
  add('revenue', await sumLines(and(unmatchedCategorised, sql`${bankTransactions.amount} > 0`)));

  const expenseMonth = monthOf(expenses.date);
  const costOfSalesExpense = sql`lower(${expenses.category}) in (${inList(COST_OF_SALES_CATEGORIES)})`;
  const sumExpenses = (where: SQL) =>
    db
      .select({
        month: expenseMonth,
        total: sql<string | null>`sum(${expenses.amount} - ${expenses.tax})::text`,
      })
      .from(expenses)
      .where(
        and(
          eq(expenses.companyId, companyId),
          gte(expenses.date, start),
          lt(expenses.date, end),
          where,
        ),
      )
      .groupBy(expenseMonth);
  add('costOfSales', await sumExpenses(costOfSalesExpense));
  add('expenses', await sumExpenses(sql`not (${costOfSalesExpense})`));
  const moneyOut = sql`${bankTransactions.amount} < 0`;
  add('costOfSales', await sumLines(and(unmatchedCategorised, moneyOut, costOfSalesLine)), -1n);
  add(
    'expenses',
    await sumLines(and(unmatchedCategorised, moneyOut, sql`not (${costOfSalesLine})`)),
    -1n,
  );

  add('cashIn', await sumLines(sql`${bankTransactions.amount} > 0`));
  add('cashOut', await sumLines(moneyOut), -1n);

  return months.map((month) => byMonth.get(month)!);
}

/**
 * Net money moved by the bank lines dated after `date` ('YYYY-MM-DD'), in minor units of the
 * company currency: the dashboard's cash is the latest balance sheet's cash plus this.
 */
export async function bankNetSince(db: Db, companyId: string, date: string): Promise<bigint> {
  const currency = await companyCurrency(db, companyId);
  const [row] = await db
    .select({ total: sql<string | null>`sum(${bankTransactions.amount})::text` })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.companyId, companyId),
        eq(bankTransactions.currency, currency),
        sql`${bankTransactions.date} > ${date}`,
      ),
    );
  return numericToMinor(row?.total, currency);
}
