/**
 * The budget questionnaires (account service): reading a statements workbook for the owner to
 * confirm, the template, saving the existing- and new-business questionnaires (every save
 * kept), the latest one's answers and the history. A save either stores everything or,
 * after any 400, nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  PLANNING_UPLOAD_MAX_BYTES,
  confirmedStatements,
  planningCalls,
} from '@fina/contract';
import type { CurrencyCode, ForecastInput } from '@fina/finance';
import { isFinanceInputError, validateForecastInput } from '@fina/finance';
import {
  assertCompanyOwner,
  badRequest,
  currentUser,
  registerCall,
  perUserRateLimit,
  PER_USER_UPLOADS_PER_MINUTE,
} from '@fina/service-kit';
import { readStatementGrid } from '../statements/grid-source';
import { STATEMENT_FIELD, readStatements } from '../statements/read-statements';
import { statementsTemplate } from '../statements/template';
import { runEngine } from '../forecast/company-forecast';
import {
  existingEngineInput,
  newBusinessStartMonth,
  newEngineInput,
  questionnaireField,
  startMonthOutOfRange,
} from './engine-input';
import type { ExistingFields } from './existing-answers';
import { parseExistingFields, planAnswered } from './existing-answers';
import { readMultipart } from './multipart';
import { readEmployees, readMonthlyRevenues } from './side-files';
import { findWorkflow, insertWorkflow, listWorkflows } from './store';
import { registerCompanyCall } from '../shared/company-call';

const FILE_FIELDS = [STATEMENT_FIELD, 'monthly_revenues', 'employee_file'] as const;

/** The engine must accept the input before anything is saved: 400 naming the form's field. */
function checkEngineInput(input: ForecastInput, kind: 'existing' | 'new', fields?: ExistingFields) {
  const issues = validateForecastInput(input);
  const issue = issues[0];
  if (issue) {
    throw badRequest(`${issue.message}`, questionnaireField(issue.field, kind, fields));
  }
  try {
    runEngine(input, kind);
  } catch (error) {
    if (isFinanceInputError(error))
      throw badRequest(error.message, questionnaireField(error.field, kind, fields));
    throw error;
  }
}

export function registerWorkflowCalls(app: FastifyInstance): void {
  registerCall(app, planningCalls.statementsTemplate, async (_request, reply) => {
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="fina-statements-template.xlsx"');
    return statementsTemplate();
  });

  registerCompanyCall(
    app,
    planningCalls.readStatements,
    async (_company, request) => {
      const { files } = await readMultipart(
        request,
        'statements/read',
        [STATEMENT_FIELD],
        PLANNING_UPLOAD_MAX_BYTES,
      );
      const file = files[STATEMENT_FIELD];
      if (!file) throw badRequest(MESSAGES.uploadFinancialStatement, STATEMENT_FIELD);
      return readStatements(await readStatementGrid(file.data, STATEMENT_FIELD));
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(
    app,
    planningCalls.uploadIncomeStatementWorkflow,
    async (request, reply) => {
      const { fields, files } = await readMultipart(
        request,
        'upload_income_statement_workflow',
        FILE_FIELDS,
        PLANNING_UPLOAD_MAX_BYTES,
      );
      if (!fields.company_id) throw badRequest('company_id is required.', 'company_id');
      const company = await assertCompanyOwner(request, fields.company_id);
      const statementFile = files[STATEMENT_FIELD];
      if (!statementFile) throw badRequest(MESSAGES.uploadFinancialStatement, STATEMENT_FIELD);
      const parsed = parseExistingFields(fields);
      // The file is always read (it must be a statements workbook); the owner's confirmed
      // lines, when sent, are what the forecast uses.
      const read = readStatements(await readStatementGrid(statementFile.data, STATEMENT_FIELD));
      const confirmed = parsed.statement_lines ?? confirmedStatements.parse(read);
      if (!confirmed.income.lines.some((l) => l.key === 'revenue')) {
        throw badRequest(
          'I could not find revenue in the Profit and Loss: add a revenue line.',
          'statement_lines',
        );
      }
      const monthlyFile = files.monthly_revenues;
      const employeeFile = files.employee_file;
      const monthlyRevenues = monthlyFile ? await readMonthlyRevenues(monthlyFile.data) : null;
      const employees = employeeFile ? await readEmployees(employeeFile.data) : [];
      const input = existingEngineInput({
        fields: parsed,
        statements: confirmed,
        monthlyRevenues,
        employees,
        currency: company.companyCurrency as CurrencyCode,
        today: new Date(),
      });
      checkEngineInput(input, 'existing', parsed);
      const { company_id: _companyId, statement_lines: _lines, ...answers } = parsed;
      const workflowId = await insertWorkflow(app.db, {
        companyId: company.id,
        userId: currentUser(request).id,
        kind: 'existing',
        answers: {
          ...answers,
          statement_lines: confirmed,
          files: {
            financial_statement: statementFile.filename,
            monthly_revenues: monthlyFile?.filename ?? null,
            employee_file: employeeFile?.filename ?? null,
          },
          monthly_revenues: monthlyRevenues,
          employees,
        },
        engineInput: input,
      });
      reply.code(201);
      return { message: MESSAGES.formSubmitted, workflow_id: workflowId };
    },
    { rateLimit: perUserRateLimit('upload', PER_USER_UPLOADS_PER_MINUTE) },
  );

  registerCall(app, planningCalls.saveNewBusinessWorkflow, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.body.company_id);
    const { company_id: _companyId, ...answers } = request.body;
    if (!planAnswered(answers.plan)) {
      throw badRequest('Tell us your plan (tick at least one).', 'plan');
    }
    const today = new Date();
    if (answers.start_month && newBusinessStartMonth(answers.start_month, today) === null) {
      throw badRequest(startMonthOutOfRange(today), 'start_month');
    }
    const input = newEngineInput(answers, company.companyCurrency as CurrencyCode, today);
    checkEngineInput(input, 'new');
    const workflowId = await insertWorkflow(app.db, {
      companyId: company.id,
      userId: currentUser(request).id,
      kind: 'new',
      answers,
      engineInput: input,
    });
    reply.code(201);
    return { message: MESSAGES.formSubmitted, workflow_id: workflowId };
  });

  registerCall(app, planningCalls.getIncomeStatementWorkflow, async (request) => {
    const company = await assertCompanyOwner(request, request.query.company_id);
    const workflow = await findWorkflow(app.db, company.id);
    if (!workflow)
      return { exists: false, kind: null, workflow_id: null, saved_at: null, answers: null };
    return {
      exists: true,
      kind: workflow.kind,
      workflow_id: workflow.id,
      saved_at: workflow.createdAt.toISOString(),
      answers: workflow.answers,
    };
  });

  registerCompanyCall(app, planningCalls.listBudgetWorkflows, async (company, request) => {
    return listWorkflows(app.db, company.id, request.query);
  });
}
