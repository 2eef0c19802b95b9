/** The body of one existing-business step: its question, hint and input. */
import { Button, Descriptions, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { FileQuestion } from '../questionnaire/file-question';
import { GrowthPlanQuestion } from '../questionnaire/growth-plan-question';
import { GrowthQuestion } from '../questionnaire/growth-question';
import { QuestionHeading } from '../questionnaire/question-heading';
import type { Problems } from '../questionnaire/row-tables';
import { PURCHASES_TABLE } from '../questionnaire/row-tables';
import { RowsQuestion } from '../questionnaire/rows-question';
import type { ExistingDraft, Team } from './existing-draft';
import { HIRE_TABLES, PRODUCTS_TABLE, TEAMS } from './existing-draft';
import type { ExistingStep } from './existing-steps';
import { StatementReview } from './statement-review';
import { StatementStep } from './statement-step';

interface ExistingQuestionProps {
  step: ExistingStep;
  draft: ExistingDraft;
  problems: Problems;
  read: { reading: boolean; error: string | null; lines: number | null };
  change: (patch: Partial<ExistingDraft>) => void;
  onStatement: (file: File | null) => void;
  onDownloadTemplate: () => void;
  onBackToQuestions: () => void;
}

function Summary({ draft }: { draft: ExistingDraft }) {
  const hires = TEAMS.reduce((sum, team) => sum + draft.hires[team].length, 0);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        {
          key: 'statements',
          label: 'Financial statements',
          children: `${draft.statementFile?.name ?? '—'} (${draft.lines.length} lines checked)`,
        },
        {
          key: 'revenues',
          label: 'Monthly revenues',
          children: draft.monthlyRevenues?.name ?? 'Not given',
        },
        { key: 'employees', label: 'Employees', children: draft.employeeFile?.name ?? 'Not given' },
        {
          key: 'products',
          label: 'Products',
          children: draft.products.map((p) => p.product).join(', '),
        },
        { key: 'growth', label: 'Sales growth', children: draft.growthRate },
        { key: 'hires', label: 'Planned hires', children: String(hires) },
        { key: 'purchases', label: 'Big purchases', children: String(draft.purchases.length) },
      ]}
    />
  );
}

export function ExistingQuestion({
  step,
  draft,
  problems,
  read,
  change,
  onStatement,
  onDownloadTemplate,
  onBackToQuestions,
}: ExistingQuestionProps) {
  const body = (() => {
    switch (step.key) {
      case 'intro':
        return null;
      case 'statement':
        return (
          <StatementStep
            file={draft.statementFile}
            savedName={draft.savedFiles.financial_statement}
            reading={read.reading}
            readError={read.error}
            linesRead={read.lines}
            onFile={onStatement}
            onDownloadTemplate={onDownloadTemplate}
          />
        );
      case 'review':
        return (
          <StatementReview
            facts={draft.facts}
            lines={draft.lines}
            problems={problems}
            onChange={(lines) => change({ lines })}
          />
        );
      case 'monthly_revenues':
        return (
          <FileQuestion
            label="Choose the monthly revenues workbook (.xlsx)"
            file={draft.monthlyRevenues}
            savedName={draft.savedFiles.monthly_revenues}
            onFile={(monthlyRevenues) => change({ monthlyRevenues })}
          />
        );
      case 'employees':
        return (
          <FileQuestion
            label="Choose the employees workbook (.xlsx)"
            file={draft.employeeFile}
            savedName={draft.savedFiles.employee_file}
            onFile={(employeeFile) => change({ employeeFile })}
          />
        );
      case 'products':
        return (
          <RowsQuestion
            spec={PRODUCTS_TABLE}
            rows={draft.products}
            problems={problems}
            onChange={(products) => change({ products })}
          />
        );
      case 'growth':
        return (
          <GrowthQuestion
            value={draft.growthRate}
            onChange={(growthRate) => change({ growthRate })}
          />
        );
      case 'plan':
        return (
          <GrowthPlanQuestion
            plan={draft.plan}
            onChange={(plan) => change({ plan })}
            otherError={problems.get('growth_plan.otherStrategyInput')}
          />
        );
      case 'hires_operations':
      case 'hires_sales_marketing':
      case 'hires_technology': {
        const team = step.key.slice('hires_'.length) as Team;
        return (
          <RowsQuestion
            spec={HIRE_TABLES[team]}
            rows={draft.hires[team]}
            problems={problems}
            onChange={(rows) => change({ hires: { ...draft.hires, [team]: rows } })}
          />
        );
      }
      case 'purchases':
        return (
          <RowsQuestion
            spec={PURCHASES_TABLE}
            rows={draft.purchases}
            problems={problems}
            onChange={(purchases) => change({ purchases })}
          />
        );
      case 'submit':
        return (
          <Flex vertical gap={12}>
            <Summary draft={draft} />
            <div>
              <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBackToQuestions}>
                Back to the questions
              </Button>
            </div>
          </Flex>
        );
    }
  })();
  return (
    <Flex vertical gap={12}>
      <QuestionHeading question={step.question} required={step.required} hint={step.hint} />
      {body}
    </Flex>
  );
}
