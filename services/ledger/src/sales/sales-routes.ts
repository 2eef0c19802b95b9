/** Sales per day: list, record, change, delete, the month's summary, and the sales workbook. */
import type { FastifyInstance } from 'fastify';
import { ledgerCalls } from '@fina/contract';
import type { Sale, SaleInput } from '@fina/contract';
import type { InferSelectModel, SQL } from '@fina/db';
import { and, count, desc, eq, gte, lt, lte, sales } from '@fina/db';
import type { Currency } from '@fina/finance';
import {
  assertCompanyOwner,
  badRequest,
  notFound,
  registerCall,
  perUserRateLimit,
  PER_USER_UPLOADS_PER_MINUTE,
} from '@fina/service-kit';
import { nextMonth } from '../actuals/months';
import { unmatchTarget } from '../matching/match-service';
import { currencyOf, minorToText, numericToMinor, readAmountInput } from '../shared/money';
import { daySummary } from '../shared/summary';
import { readLedgerUpload } from '../uploads/multipart';
import { importSalesWorkbook, previewSalesWorkbook, salesTemplate } from './sales-workbook';

export const SALE_NOT_FOUND = 'Sale not found.';
type SaleRow = InferSelectModel<typeof sales>;

function toSale(row: SaleRow, currency: Currency): Sale {
  return {
    sale_id: row.id,
    date: row.date,
    amount: minorToText(numericToMinor(row.amount, currency), currency),
    product: row.product,
    payment_method: row.paymentMethod,
    currency,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}

function saleValues(body: SaleInput & { date: string }, currency: Currency) {
  const amount = readAmountInput(body.amount, currency, 'amount');
  if (amount <= 0n) throw badRequest('amount must be more than 0.', 'amount');
  return {
    date: body.date,
    amount: minorToText(amount, currency),
    product: body.product ?? '',
    paymentMethod: body.payment_method ?? '',
  };
}

export function registerSalesCalls(app: FastifyInstance): void {
  registerCall(app, ledgerCalls.listSales, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const { from, to, limit, offset } = request.query;
    const conditions: (SQL | undefined)[] = [eq(sales.companyId, company.id)];
    if (from) conditions.push(gte(sales.date, from));
    if (to) conditions.push(lte(sales.date, to));
    const where = and(...conditions);
    const [total] = await app.db.select({ n: count() }).from(sales).where(where);
    const rows = await app.db
      .select()
      .from(sales)
      .where(where)
      .orderBy(desc(sales.date), desc(sales.createdAt))
      .limit(limit)
      .offset(offset);
    return { total: total?.n ?? 0, sales: rows.map((row) => toSale(row, currency)) };
  });

  registerCall(app, ledgerCalls.createSale, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const [row] = await app.db
      .insert(sales)
      .values({ companyId: company.id, ...saleValues(request.body, currency) })
      .returning();
    reply.code(201);
    return toSale(row!, currency);
  });

  registerCall(app, ledgerCalls.updateSale, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const [row] = await app.db
      .update(sales)
      .set({ ...saleValues(request.body, currency), updatedAt: new Date() })
      .where(and(eq(sales.id, request.params.saleId), eq(sales.companyId, company.id)))
      .returning();
    if (!row) throw notFound(SALE_NOT_FOUND, 'saleId');
    return toSale(row, currency);
  });

  registerCall(app, ledgerCalls.deleteSale, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const deleted = await app.db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: sales.id })
        .from(sales)
        .where(and(eq(sales.id, request.params.saleId), eq(sales.companyId, company.id)));
      if (!owned) return false;
      await unmatchTarget(tx as never, 'sale', owned.id);
      await tx.delete(sales).where(eq(sales.id, owned.id));
      return true;
    });
    if (!deleted) throw notFound(SALE_NOT_FOUND, 'saleId');
    return { message: 'Sale deleted.' };
  });

  registerCall(app, ledgerCalls.salesSummary, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const currency = currencyOf(company.companyCurrency);
    const { month } = request.query;
    const rows = await app.db
      .select({ date: sales.date, amount: sales.amount })
      .from(sales)
      .where(
        and(
          eq(sales.companyId, company.id),
          gte(sales.date, `${month}-01`),
          lt(sales.date, `${nextMonth(month)}-01`),
        ),
      );
    return { month, currency, ...daySummary(rows, currency) };
  });

  registerCall(app, ledgerCalls.salesTemplate, async (_request, reply) => {
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="fina-sales-template.xlsx"');
    return reply.send(await salesTemplate());
  });

  registerCall(
    app,
    ledgerCalls.previewSalesWorkbook,
    async (request) => {
      const company = await assertCompanyOwner(request, request.params.companyId);
      const upload = await readLedgerUpload(request, 'sales workbook');
      return previewSalesWorkbook(upload, currencyOf(company.companyCurrency));
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(
    app,
    ledgerCalls.importSalesWorkbook,
    async (request, reply) => {
      const company = await assertCompanyOwner(request, request.params.companyId);
      const upload = await readLedgerUpload(request, 'sales workbook');
      const result = await importSalesWorkbook(
        app.db,
        company.id,
        upload,
        currencyOf(company.companyCurrency),
      );
      reply.code(201);
      return result;
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );
}
