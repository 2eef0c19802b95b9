/** Bank lines: the paged list, categorising one line, and confirming / undoing a match. */
import type { FastifyInstance } from 'fastify';
import { ledgerCalls } from '@fina/contract';
import type { SQL } from '@fina/db';
import { and, bankTransactions, count, desc, eq, gte, isNull, lte } from '@fina/db';
import { assertCompanyOwner, notFound, registerCall } from '@fina/service-kit';
import { confirmMatch, listMatchProposals, undoMatch } from '../matching/match-service';
import { selectLines, toLines } from './transaction-view';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';

export function registerTransactionCalls(app: FastifyInstance): void {
  registerCall(app, ledgerCalls.listTransactions, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const { from, to, limit, offset, uncategorised } = request.query;
    const conditions: (SQL | undefined)[] = [eq(bankTransactions.companyId, company.id)];
    if (from) conditions.push(gte(bankTransactions.date, from));
    if (to) conditions.push(lte(bankTransactions.date, to));
    if (uncategorised) conditions.push(isNull(bankTransactions.category));
    const where = and(...conditions);
    const [total] = await app.db.select({ n: count() }).from(bankTransactions).where(where);
    const rows = await selectLines(app.db)
      .where(where)
      .orderBy(desc(bankTransactions.date), desc(bankTransactions.createdAt), bankTransactions.id)
      .limit(limit)
      .offset(offset);
    return { total: total?.n ?? 0, lines: await toLines(app.db, rows, company.companyCurrency) };
  });

  registerCall(app, ledgerCalls.categoriseTransaction, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const updated = await app.db
      .update(bankTransactions)
      .set({ category: request.body.category })
      .where(
        and(
          eq(bankTransactions.id, request.params.transactionId),
          eq(bankTransactions.companyId, company.id),
        ),
      )
      .returning({ id: bankTransactions.id });
    if (updated.length === 0) throw notFound(TRANSACTION_NOT_FOUND, 'transactionId');
    return readLine(app, company, request.params.transactionId);
  });

  registerCall(app, ledgerCalls.listMatchProposals, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const { limit, offset } = request.query;
    return (await listMatchProposals(app.db, company)).slice(offset, offset + limit);
  });

  registerCall(app, ledgerCalls.matchTransaction, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    await confirmMatch(app.db, company, request.params.transactionId, request.body);
    return readLine(app, company, request.params.transactionId);
  });

  registerCall(app, ledgerCalls.unmatchTransaction, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    await undoMatch(app.db, company, request.params.transactionId);
    return readLine(app, company, request.params.transactionId);
  });
}

async function readLine(
  app: FastifyInstance,
  company: { id: string; companyCurrency: string },
  transactionId: string,
) {
  const rows = await selectLines(app.db).where(
    and(eq(bankTransactions.id, transactionId), eq(bankTransactions.companyId, company.id)),
  );
  const [line] = await toLines(app.db, rows, company.companyCurrency);
  if (!line) throw notFound(TRANSACTION_NOT_FOUND, 'transactionId');
  return line;
}
