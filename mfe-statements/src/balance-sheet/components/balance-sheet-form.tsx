/**
 * Every question of the balance sheet on one page, with the statement previewed beside it:
 * the edit page and the upload review use it. Messages appear next to their fields once the
 * user has tried to save.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import { BALANCE_SHEET_TABLES } from '@fina/contract';
import type { BalanceSheetRowList } from '@fina/contract';
import type { BalanceSheetFigures } from '@fina/finance';
import type { SubmitError } from '../api/submit-balance-sheet';
import type { BalanceSheetDraft, DraftRow } from '../model/draft';
import { longDate } from '../model/format-date';
import type { SingleField } from '../model/use-draft';
import type { DraftIssues } from '../model/validate-draft';
import { cellIssues } from '../model/validate-draft';
import { EditableRowsTable } from './editable-rows-table';
import { CashOnHandQuestion, DateQuestion } from './general-fields';
import { StatementView } from './statement-view';
import { SubmitAlert } from './submit-alert';

interface BalanceSheetFormProps {
  draft: BalanceSheetDraft;
  setField: (field: SingleField, value: string) => void;
  setRows: (list: BalanceSheetRowList, rows: DraftRow[]) => void;
  figures: BalanceSheetFigures | null;
  issues: DraftIssues;
  /** Shown above the date (the company: fixed here, chosen elsewhere). */
  companyLine: ReactNode;
  submitLabel: string;
  busy: boolean;
  submitError: SubmitError | null;
  /** Called when the draft has no problems. */
  onSubmit: () => void;
}

export function BalanceSheetForm(props: BalanceSheetFormProps) {
  const { draft, setField, setRows, figures, issues, busy, submitError } = props;
  const [attempted, setAttempted] = useState(false);
  const shown = attempted ? issues : new Map<string, string>();

  const save = () => {
    setAttempted(true);
    if (issues.size === 0) props.onSubmit();
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <Form layout="vertical" component="div">
          <Flex vertical gap={16}>
            <Card title="General">
              {props.companyLine}
              <DateQuestion
                value={draft.date}
                onChange={(v) => setField('date', v)}
                error={shown.get('date')}
              />
              <CashOnHandQuestion
                value={draft.cash_on_hand}
                onChange={(v) => setField('cash_on_hand', v)}
                error={shown.get('cash_on_hand')}
              />
            </Card>
            {BALANCE_SHEET_TABLES.map((table) => (
              <Card
                key={table.list}
                title={table.list === 'cib_rows' ? `${table.title} (required)` : table.title}
              >
                {shown.get(table.list) && (
                  <Typography.Text type="danger" role="alert">
                    {shown.get(table.list)}
                  </Typography.Text>
                )}
                <EditableRowsTable
                  table={table}
                  rows={draft.rows[table.list]}
                  onChange={(rows) => setRows(table.list, rows)}
                  errors={cellIssues(shown, table.list)}
                />
              </Card>
            ))}
            {attempted && issues.size > 0 && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title="Please correct the fields marked in red."
              />
            )}
            <SubmitAlert error={submitError} />
            <div>
              <Button type="primary" size="large" onClick={save} loading={busy}>
                {props.submitLabel}
              </Button>
            </div>
          </Flex>
        </Form>
      </Col>
      <Col xs={24} xl={10}>
        <Card title="Preview" style={{ position: 'sticky', top: 16 }}>
          {figures ? (
            <StatementView
              figures={figures}
              caption={draft.date ? `As of ${longDate(draft.date)}` : 'Balance sheet'}
            />
          ) : (
            <Typography.Text type="secondary">
              The preview appears when every amount can be read.
            </Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
