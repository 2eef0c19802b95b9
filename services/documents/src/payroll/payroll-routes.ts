/**
 * Payroll calls (DECISIONS.md: payroll has its own calls and persists): read an uploaded
 * employee list for review, save the list and payday, and answer the saved payroll with the
 * engine's pay dates. Every call is company-scoped (404 for a stranger's company).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYROLL_UPLOAD_MAX_BYTES, payrollCalls } from '@fina/contract';
import type { SavedPayroll } from '@fina/contract';
import {
  HttpError,
  assertCompanyOwner,
  badRequest,
  registerCall,
  perUserRateLimit,
  PER_USER_UPLOADS_PER_MINUTE,
} from '@fina/service-kit';
import { readEmployeeWorkbook } from './employee-workbook';
import { assertValidPayroll, computeSchedule } from './payroll-schedule';
import { loadPayroll, replacePayroll } from './payroll-store';
import type { StoredPayroll } from './payroll-store';

function present(payroll: StoredPayroll, now: Date): SavedPayroll {
  const { schedule } = computeSchedule(
    {
      currency: payroll.currency,
      employees: payroll.employees,
      payday: payroll.payday,
      custom_days: payroll.customDays,
    },
    now,
  );
  return {
    company_id: payroll.companyId,
    currency: payroll.currency as SavedPayroll['currency'],
    payday: payroll.payday,
    custom_days: payroll.customDays,
    employees: payroll.employees,
    updated_at: payroll.updatedAt.toISOString(),
    schedule,
  };
}

const UPLOAD_LIMIT_TEXT = `${Math.round(PAYROLL_UPLOAD_MAX_BYTES / (1024 * 1024))} MB`;

/** The one uploaded file of a multipart request, within the payroll upload limit. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  const missing = () => badRequest('Choose an .xlsx file with the employee list.', 'file');
  if (!request.isMultipart()) throw missing();
  const limit = Math.min(PAYROLL_UPLOAD_MAX_BYTES, request.server.serviceConfig.uploadLimit);
  try {
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part) throw missing();
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is too large (limit ${UPLOAD_LIMIT_TEXT}).`, {
        field: 'file',
      });
    }
    throw error;
  }
}

export function registerPayrollCalls(app: FastifyInstance): void {
  registerCall(app, payrollCalls.getPayroll, async (request) => {
    await assertCompanyOwner(request, request.params.companyId);
    const payroll = await loadPayroll(app.db, request.params.companyId);
    return { payroll: payroll ? present(payroll, new Date()) : null };
  });

  registerCall(app, payrollCalls.savePayroll, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const now = new Date();
    const { payday, employees } = request.body;
    const customDays =
      payday === 'Others' ? [...new Set(request.body.custom_days ?? [])].sort((a, b) => a - b) : [];
    const input = {
      currency: company.companyCurrency,
      employees,
      payday,
      custom_days: customDays,
    };
    // The same rules as the form: a list of at least one complete row, a payday.
    assertValidPayroll(input, now);
    const exact = computeSchedule(input, now);
    await replacePayroll(app.db, {
      companyId: company.id,
      currency: company.companyCurrency,
      payday,
      customDays,
      employees: exact.employees,
    });
    const saved = await loadPayroll(app.db, company.id);
    if (!saved) throw new Error('The payroll was not saved.');
    return present(saved, now);
  });

  registerCall(
    app,
    payrollCalls.parsePayrollUpload,
    async (request) => {
      const company = await assertCompanyOwner(request, request.params.companyId);
      const { bytes, fileName } = await readUpload(request);
      return readEmployeeWorkbook(bytes, fileName, company.companyCurrency);
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );
}
