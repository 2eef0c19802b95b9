/**
 * The balance sheet calls (contract: shared/contract/src/api/balance-sheets.ts), registered
 * by the chat service. Every call is company-scoped except the template; a company that is
 * not the caller's answers 404, like one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import {
  BALANCE_SHEET_NOT_FOUND,
  BALANCE_SHEET_UPLOAD_MAX_BYTES,
  MESSAGES,
  balanceSheetCalls,
} from '@fina/contract';
import {
  assertCompanyOwner,
  badRequest,
  currentUser,
  isUuid,
  notFound,
  registerCall,
  perUserRateLimit,
  PER_USER_UPLOADS_PER_MINUTE,
} from '@fina/service-kit';
import { readFormFields, readUploadedFile } from './multipart';
import { currencyOf, readBalanceSheet } from './read-model';
import { findVersion, saveVersion } from './store';
import { checkSentTotals, computeFigures, parseSubmission } from './submission';
import { parseBalanceSheetWorkbook } from './upload/parse-upload';
import { TEMPLATE_FILENAME, templateWorkbook } from './upload/template-workbook';

const UPDATE = 'update_balance_sheet';

export function registerBalanceSheetCalls(app: FastifyInstance): void {
  registerCall(app, balanceSheetCalls.updateBalanceSheet, async (request) => {
    const fields = await readFormFields(request, UPDATE);
    // Ownership first when the company is named: a stranger learns nothing from a 400.
    const companyId = fields.company_id;
    if (typeof companyId !== 'string' || !isUuid(companyId)) {
      throw badRequest('company_id is required: the id of one of your companies.', 'company_id');
    }
    const company = await assertCompanyOwner(request, companyId);
    const submission = parseSubmission(fields);
    const {
      company_id: _,
      total_assets: _a,
      total_liabilities: _l,
      total_equity: _e,
      ...sheet
    } = submission;
    const figures = computeFigures(sheet, currencyOf(company.companyCurrency));
    checkSentTotals(submission, figures);
    const { date, cash_on_hand: cashOnHand, ...rows } = sheet;
    const id = await saveVersion(app.db, {
      companyId: company.id,
      userId: currentUser(request).id,
      date,
      cashOnHand,
      rows,
      figures,
    });
    const saved = await findVersion(app.db, company.id, id);
    if (!saved) throw new Error('The saved balance sheet could not be read back.');
    return {
      message: MESSAGES.formSubmitted,
      balance_sheet: await readBalanceSheet(app.db, saved),
    };
  });

  registerCall(app, balanceSheetCalls.getBalanceSheet, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const versionId = request.query.version_id;
    const record = await findVersion(app.db, company.id, versionId);
    if (!record) {
      throw versionId
        ? notFound('This balance sheet version does not exist.', 'version_id')
        : notFound(BALANCE_SHEET_NOT_FOUND);
    }
    return readBalanceSheet(app.db, record);
  });

  registerCall(
    app,
    balanceSheetCalls.parseBalanceSheetUpload,
    async (request) => {
      await assertCompanyOwner(request, request.params.companyId, 'companyId');
      const file = await readUploadedFile(request, 'parse_upload', BALANCE_SHEET_UPLOAD_MAX_BYTES);
      return parseBalanceSheetWorkbook(file.data);
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(app, balanceSheetCalls.balanceSheetTemplate, async (_request, reply) => {
    const data = await templateWorkbook();
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${TEMPLATE_FILENAME}"`)
      .header('cache-control', 'no-cache')
      .send(data);
  });
}
