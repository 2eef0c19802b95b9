/** The body of one wizard step: its question, its hint and its input or table. */
import { Flex, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import type { BalanceSheetRowList } from '@fina/contract';
import type { BalanceSheetDraft, DraftRow } from '../model/draft';
import { tableOf } from '../model/draft';
import type { WizardStep } from '../model/steps';
import type { SingleField } from '../model/use-draft';
import type { DraftIssues } from '../model/validate-draft';
import { cellIssues } from '../model/validate-draft';
import { EditableRowsTable } from './editable-rows-table';
import { CashOnHandQuestion, CompanyQuestion, DateQuestion } from './general-fields';

interface WizardQuestionProps {
  step: WizardStep;
  draft: BalanceSheetDraft;
  /** Problems to show next to the inputs (after a Next that was refused). */
  issues: DraftIssues;
  setField: (field: SingleField, value: string) => void;
  setRows: (list: BalanceSheetRowList, rows: DraftRow[]) => void;
}

export function WizardQuestion({ step, draft, issues, setField, setRows }: WizardQuestionProps) {
  const heading = (
    <Flex vertical gap={4}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {step.question}
        {step.key === 'review' ? '' : step.required ? ' (required)' : ' (optional)'}
      </Typography.Title>
      {step.hint && <Typography.Text type="secondary">{step.hint}</Typography.Text>}
    </Flex>
  );
  const field = (() => {
    switch (step.key) {
      case 'review':
        return null;
      case 'company':
        return (
          <CompanyQuestion
            label="Select a company"
            value={draft.company_id}
            onChange={(v) => setField('company_id', v)}
            error={issues.get('company_id')}
          />
        );
      case 'date':
        return (
          <DateQuestion
            value={draft.date}
            onChange={(v) => setField('date', v)}
            error={issues.get('date')}
          />
        );
      case 'cash_on_hand':
        return (
          <CashOnHandQuestion
            value={draft.cash_on_hand}
            onChange={(v) => setField('cash_on_hand', v)}
            error={issues.get('cash_on_hand')}
          />
        );
      default: {
        const list = step.key;
        return (
          <EditableRowsTable
            table={tableOf(list)}
            rows={draft.rows[list]}
            onChange={(rows) => setRows(list, rows)}
            errors={cellIssues(issues, list)}
          />
        );
      }
    }
  })();
  return (
    <Flex vertical gap={12}>
      {heading}
      <Form layout="vertical" component="div">
        {field}
      </Form>
    </Flex>
  );
}
