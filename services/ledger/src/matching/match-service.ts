/**
 * Proposals (read only) and confirmed matches. Confirming a match to an invoice records the
 * invoice's payment with the documents package's own payment code, inside the same database
 * transaction as the match: both happen or neither. Undoing takes the payment back.
 */
import type { MatchInput, MatchProposal } from '@fina/contract';
import type { Db } from '@fina/db';
import {
  and,
  bankTransactions,
  desc,
  eq,
  expenses,
  gt,
  invoicePayments,
  invoices,
  inArray,
  not,
  sales,
  sql,
  transactionMatches,
} from '@fina/db';
import { recordPayment, removePayment } from '@fina/documents';
import { HttpError, badRequest, notFound } from '@fina/service-kit';
import { currencyOf, minorToText, numericToMinor } from '../shared/money';
import { proposeFor } from './candidates';
import type { OpenInvoice, RecordedExpense, RecordedSale } from './candidates';

/** Unmatched lines looked at per proposal call (newest first). */
const PROPOSAL_LINES = 300;
const TRANSACTION_NOT_FOUND = 'Transaction not found.';

interface CompanyRef {
  id: string;
  companyCurrency: string;
}

const unmatched = sql`not exists (select 1 from ${transactionMatches} where ${transactionMatches.transactionId} = ${bankTransactions.id})`;
const matchedTargets = (kind: 'expense' | 'sale') =>
  sql`select ${transactionMatches.targetId} from ${transactionMatches} where ${transactionMatches.kind} = ${kind}`;

export async function listMatchProposals(db: Db, company: CompanyRef): Promise<MatchProposal[]> {
  const currency = currencyOf(company.companyCurrency);
  const lines = await db
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.companyId, company.id),
        eq(bankTransactions.currency, currency),
        unmatched,
      ),
    )
    .orderBy(desc(bankTransactions.date))
    .limit(PROPOSAL_LINES);
  if (lines.length === 0) return [];

  const openInvoices: OpenInvoice[] = (
    await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, company.id),
          eq(invoices.state, 'issued'),
          eq(invoices.currency, currency),
          gt(invoices.balanceDue, '0'),
        ),
      )
  ).map((row) => ({
    id: row.id,
    number: row.invoiceNumber,
    client: row.clientName,
    date: row.date,
    balanceDue: numericToMinor(row.balanceDue, currency),
    balanceText: minorToText(numericToMinor(row.balanceDue, currency), currency),
  }));
  const recordedExpenses: RecordedExpense[] = (
    await db
      .select()
      .from(expenses)
      .where(
        and(
          eq(expenses.companyId, company.id),
          sql`${expenses.id} not in (${matchedTargets('expense')})`,
        ),
      )
  ).map((row) => {
    const amount = numericToMinor(row.amount, currency);
    return {
      id: row.id,
      vendor: row.vendor,
      date: row.date,
      amount,
      amountText: minorToText(amount, currency),
    };
  });
  const recordedSales: RecordedSale[] = (
    await db
      .select()
      .from(sales)
      .where(
        and(eq(sales.companyId, company.id), sql`${sales.id} not in (${matchedTargets('sale')})`),
      )
  ).map((row) => {
    const amount = numericToMinor(row.amount, currency);
    return {
      id: row.id,
      product: row.product,
      date: row.date,
      amount,
      amountText: minorToText(amount, currency),
    };
  });

  const proposals: MatchProposal[] = [];
  for (const line of lines) {
    const amount = numericToMinor(line.amount, currency);
    const proposal = proposeFor(
      { date: line.date, description: line.description, amount },
      openInvoices,
      recordedExpenses,
      recordedSales,
    );
    if (proposal.candidates.length === 0) continue;
    proposals.push({
      transaction_id: line.id,
      date: line.date,
      description: line.description,
      amount: minorToText(amount, currency),
      ...proposal,
    });
  }
  return proposals;
}

export async function confirmMatch(
  db: Db,
  company: CompanyRef,
  transactionId: string,
  input: MatchInput,
): Promise<void> {
  const currency = currencyOf(company.companyCurrency);
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankTransactions)
      .where(
        and(eq(bankTransactions.id, transactionId), eq(bankTransactions.companyId, company.id)),
      )
      .for('update');
    if (!line) throw notFound(TRANSACTION_NOT_FOUND, 'transactionId');
    const [existing] = await tx
      .select()
      .from(transactionMatches)
      .where(eq(transactionMatches.transactionId, line.id));
    if (existing) {
      throw new HttpError(409, 'This line is already matched: undo that match first.', {
        field: 'transactionId',
      });
    }
    const amount = numericToMinor(line.amount, currency);
    let invoicePaymentId: string | null = null;

    if (input.kind === 'invoice') {
      if (amount <= 0n) throw badRequest('Only money in can pay an invoice.', 'kind');
      const [invoice] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.id, input.id), eq(invoices.companyId, company.id)));
      if (!invoice) throw notFound('Invoice not found.', 'id');
      const before = await tx
        .select({ id: invoicePayments.id })
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoice.id));
      // The documents package's payment rules apply: not over the balance due, not before the
      // invoice's date. `tx` makes its own transaction a savepoint of this one.
      await recordPayment(tx as unknown as Db, invoice.id, {
        amount: minorToText(amount, currency),
        date: line.date,
      });
      const [payment] = await tx
        .select({ id: invoicePayments.id })
        .from(invoicePayments)
        .where(
          and(
            eq(invoicePayments.invoiceId, invoice.id),
            before.length > 0
              ? not(
                  inArray(
                    invoicePayments.id,
                    before.map((p) => p.id),
                  ),
                )
              : undefined,
          ),
        );
      invoicePaymentId = payment?.id ?? null;
    } else if (input.kind === 'expense') {
      if (amount >= 0n) throw badRequest('Only money out can pay an expense.', 'kind');
      const [expense] = await tx
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.id, input.id), eq(expenses.companyId, company.id)));
      if (!expense) throw notFound('Expense not found.', 'id');
      await assertTargetFree(tx as unknown as Db, 'expense', expense.id);
    } else {
      if (amount <= 0n) throw badRequest('Only money in can be a sale.', 'kind');
      const [sale] = await tx
        .select({ id: sales.id })
        .from(sales)
        .where(and(eq(sales.id, input.id), eq(sales.companyId, company.id)));
      if (!sale) throw notFound('Sale not found.', 'id');
      await assertTargetFree(tx as unknown as Db, 'sale', sale.id);
    }
    await tx.insert(transactionMatches).values({
      transactionId: line.id,
      companyId: company.id,
      kind: input.kind,
      targetId: input.id,
      invoicePaymentId,
    });
  });
}

/** An expense or a sale is paid by one bank line at most. */
async function assertTargetFree(db: Db, kind: 'expense' | 'sale', targetId: string): Promise<void> {
  const [taken] = await db
    .select({ id: transactionMatches.transactionId })
    .from(transactionMatches)
    .where(and(eq(transactionMatches.kind, kind), eq(transactionMatches.targetId, targetId)));
  if (taken) {
    throw new HttpError(409, `This ${kind} is already matched to another bank line.`, {
      field: 'id',
    });
  }
}

export async function undoMatch(db: Db, company: CompanyRef, transactionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [match] = await tx
      .delete(transactionMatches)
      .where(
        and(
          eq(transactionMatches.transactionId, transactionId),
          eq(transactionMatches.companyId, company.id),
        ),
      )
      .returning();
    if (!match) throw notFound('This line is not matched.', 'transactionId');
    if (match.kind === 'invoice' && match.invoicePaymentId) {
      await removePayment(tx as unknown as Db, match.targetId, match.invoicePaymentId);
    }
  });
}

/** Deleting an expense or a sale first unmatches the bank line paired with it. */
export async function unmatchTarget(
  db: Db,
  kind: 'expense' | 'sale',
  targetId: string,
): Promise<void> {
  await db
    .delete(transactionMatches)
    .where(and(eq(transactionMatches.kind, kind), eq(transactionMatches.targetId, targetId)));
}
