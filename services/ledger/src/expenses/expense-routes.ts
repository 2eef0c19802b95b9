/** Expenses: list, record, change, delete, the month's summary, and the expense categories. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EXPENSE_CATEGORIES, ledgerCalls } from '@fina/contract';
import type { Expense, ExpenseInput } from '@fina/contract';
import type { InferSelectModel, SQL } from '@fina/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  expenseCategories,
  expenses,
  gte,
  lt,
  lte,
  sql,
} from '@fina/db';
import type { Currency } from '@fina/finance';
import { assertCompanyOwner, badRequest, notFound, registerCall } from '@fina/service-kit';
import { nextMonth } from '../actuals/months';
import { unmatchTarget } from '../matching/match-service';
import { currencyOf, minorToText, numericToMinor, readAmountInput } from '../shared/money';
import { daySummary } from '../shared/summary';

export const EXPENSE_NOT_FOUND = 'Expense not found.';
type ExpenseRow = InferSelectModel<typeof expenses>;

function toExpense(row: ExpenseRow, currency: Currency): Expense {
  const text = (value: string) => minorToText(numericToMinor(value, currency), currency);
  return {
    expense_id: row.id,
    date: row.date,
    vendor: row.vendor,
    category: row.category,
    amount: text(row.amount),
    tax: text(row.tax),
    note: row.note,
    currency,
    created_at: row.createdAt.toISOString(),
  };
}

function expenseValues(body: ExpenseInput & { date: string }, currency: Currency) {
  const amount = readAmountInput(body.amount, currency, 'amount');
  const tax = readAmountInput(body.tax ?? '0', currency, 'tax');
  if (amount <= 0n) throw badRequest('amount must be more than 0.', 'amount');
  if (tax < 0n) throw badRequest('tax must not be negative.', 'tax');
  if (tax > amount) throw badRequest('tax cannot be more than the amount (tax included).', 'tax');
  return {
    date: body.date,
    vendor: body.vendor,
    category: body.category,
    amount: minorToText(amount, currency),
    tax: minorToText(tax, currency),
    note: body.note ?? '',
  };
}

export function registerExpenseCalls(app: FastifyInstance): void {
  registerCall(app, ledgerCalls.listExpenses, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const { from, to, limit, offset, category } = request.query;
    const conditions: (SQL | undefined)[] = [eq(expenses.companyId, company.id)];
    if (from) conditions.push(gte(expenses.date, from));
    if (to) conditions.push(lte(expenses.date, to));
    if (category) conditions.push(eq(expenses.category, category));
    const where = and(...conditions);
    const [total] = await app.db.select({ n: count() }).from(expenses).where(where);
    const rows = await app.db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(desc(expenses.date), desc(expenses.createdAt))
      .limit(limit)
      .offset(offset);
    return { total: total?.n ?? 0, expenses: rows.map((row) => toExpense(row, currency)) };
  });

  registerCall(app, ledgerCalls.createExpense, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const [row] = await app.db
      .insert(expenses)
      .values({ companyId: company.id, ...expenseValues(request.body, currency) })
      .returning();
    reply.code(201);
    return toExpense(row!, currency);
  });

  registerCall(app, ledgerCalls.updateExpense, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const [row] = await app.db
      .update(expenses)
      .set({ ...expenseValues(request.body, currency), updatedAt: new Date() })
      .where(and(eq(expenses.id, request.params.expenseId), eq(expenses.companyId, company.id)))
      .returning();
    if (!row) throw notFound(EXPENSE_NOT_FOUND, 'expenseId');
    return toExpense(row, currency);
  });

  registerCall(app, ledgerCalls.deleteExpense, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const deleted = await app.db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.id, request.params.expenseId), eq(expenses.companyId, company.id)));
      if (!owned) return false;
      await unmatchTarget(tx as never, 'expense', owned.id);
      await tx.delete(expenses).where(eq(expenses.id, owned.id));
      return true;
    });
    if (!deleted) throw notFound(EXPENSE_NOT_FOUND, 'expenseId');
    return { message: 'Expense deleted.' };
  });

  registerCall(app, ledgerCalls.expensesSummary, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const { month } = request.query;
    const rows = await app.db
      .select({ date: expenses.date, amount: expenses.amount, category: expenses.category })
      .from(expenses)
      .where(
        and(
          eq(expenses.companyId, company.id),
          gte(expenses.date, `${month}-01`),
          lt(expenses.date, `${nextMonth(month)}-01`),
        ),
      );
    const byCategory = new Map<string, bigint>();
    for (const row of rows) {
      byCategory.set(
        row.category,
        (byCategory.get(row.category) ?? 0n) + numericToMinor(row.amount, currency),
      );
    }
    const categories = [...byCategory.entries()]
      .sort(([, a], [, b]) => (a === b ? 0 : a > b ? -1 : 1))
      .map(([category, total]) => ({ category, total: minorToText(total, currency) }));
    return { month, currency, ...daySummary(rows, currency), categories };
  });

  registerCall(app, ledgerCalls.listExpenseCategories, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const own = await app.db
      .select({ name: expenseCategories.name })
      .from(expenseCategories)
      .where(eq(expenseCategories.companyId, company.id))
      .orderBy(asc(expenseCategories.createdAt))
      .limit(request.query.offset + request.query.limit);
    const { limit, offset } = request.query;
    return [
      ...DEFAULT_EXPENSE_CATEGORIES.map((name) => ({ name, is_default: true })),
      ...own.map(({ name }) => ({ name, is_default: false })),
    ].slice(offset, offset + limit);
  });

  registerCall(app, ledgerCalls.createExpenseCategory, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const name = request.body.name;
    const builtIn = DEFAULT_EXPENSE_CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase());
    if (builtIn) return { name: builtIn, is_default: true };
    const [existing] = await app.db
      .select({ name: expenseCategories.name })
      .from(expenseCategories)
      .where(
        and(
          eq(expenseCategories.companyId, company.id),
          sql`lower(${expenseCategories.name}) = lower(${name})`,
        ),
      );
    if (existing) return { name: existing.name, is_default: false };
    await app.db
      .insert(expenseCategories)
      .values({ companyId: company.id, name })
      .onConflictDoNothing();
    reply.code(201);
    return { name, is_default: false };
  });
}
