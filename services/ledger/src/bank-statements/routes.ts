/** Bank statement calls: preview, import, and the bank accounts statements were imported for. */
import type { FastifyInstance } from 'fastify';
import { ledgerCalls } from '@fina/contract';
import { bankAccounts, desc, eq } from '@fina/db';
import {
  assertCompanyOwner,
  registerCall,
  perUserRateLimit,
  PER_USER_UPLOADS_PER_MINUTE,
} from '@fina/service-kit';
import { readLedgerUpload } from '../uploads/multipart';
import { importStatement, previewStatement } from './statement-service';

export function registerBankStatementCalls(app: FastifyInstance): void {
  registerCall(
    app,
    ledgerCalls.previewBankStatement,
    async (request) => {
      const company = await assertCompanyOwner(request, request.params.companyId);
      const upload = await readLedgerUpload(request, 'bank statement');
      return previewStatement(app.db, company, upload);
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(
    app,
    ledgerCalls.importBankStatement,
    async (request, reply) => {
      const company = await assertCompanyOwner(request, request.params.companyId);
      const upload = await readLedgerUpload(request, 'bank statement');
      const result = await importStatement(app.db, company, upload);
      reply.code(201);
      return result;
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(app, ledgerCalls.listBankAccounts, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const rows = await app.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, company.id))
      .orderBy(desc(bankAccounts.lastImportAt))
      .limit(request.query.limit)
      .offset(request.query.offset);
    return rows.map((row) => ({
      bank_account_id: row.id,
      name: row.name,
      has_mapping: row.mapping !== null,
      last_import_at: row.lastImportAt?.toISOString() ?? null,
    }));
  });
}
