/**
 * 'Check what Fina read': each line of the statements workbook with its amount and where it
 * was found (sheet and cell), grouped Income statement / Balance sheet. Amounts and words are
 * editable, the meaning can be changed, a line removed or added.
 */
import { Alert, Flex, Select, Typography } from 'antd';
import { CellInput, EditableRows } from '@fina/ui';
import type { Problems } from '../questionnaire/row-tables';
import type { ReviewLine, StatementFacts, StatementKind } from './statement-lines';
import { KEYS_OF, LINE_KEY_LABELS, newLine } from './statement-lines';

interface StatementReviewProps {
  facts: StatementFacts | null;
  lines: ReviewLine[];
  problems: Problems;
  onChange: (lines: ReviewLine[]) => void;
}

type Row = { key: string; line: ReviewLine };

const TITLES: Record<StatementKind, string> = {
  income: 'Income statement',
  balance: 'Balance sheet',
};

function caption(kind: StatementKind, facts: StatementFacts | null): string {
  if (!facts) return '';
  const parts =
    kind === 'income'
      ? [facts.income_sheet && `sheet “${facts.income_sheet}”`, facts.period_label]
      : [
          facts.balance_sheet && `sheet “${facts.balance_sheet}”`,
          facts.balance_date && `as of ${facts.balance_date}`,
        ];
  return parts.filter(Boolean).join(' · ');
}

function StatementLinesTable({
  kind,
  facts,
  lines,
  problems,
  onChange,
}: StatementReviewProps & { kind: StatementKind }) {
  const rows: Row[] = lines
    .filter((line) => line.statement === kind)
    .map((line) => ({ key: line.id, line }));
  const update = (id: string, change: Partial<ReviewLine>) =>
    onChange(lines.map((line) => (line.id === id ? { ...line, ...change } : line)));
  const where = caption(kind, facts);
  const title = TITLES[kind];

  return (
    <Flex vertical gap={6}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {title}
      </Typography.Title>
      {where && <Typography.Text type="secondary">{where}</Typography.Text>}
      <EditableRows<Row>
        label={title}
        rows={rows}
        addLabel="Add a line"
        emptyText={
          kind === 'income' ? 'No income statement lines.' : 'No balance sheet lines read.'
        }
        onAdd={() => onChange([...lines, newLine(kind)])}
        onDelete={(id) => onChange(lines.filter((line) => line.id !== id))}
        columns={[
          {
            key: 'key',
            title: 'Counts as',
            width: 170,
            render: ({ line }, index) => (
              <Select
                aria-label={`${title}: counts as, line ${index + 1}`}
                value={line.key}
                options={KEYS_OF[kind].map((key) => ({ value: key, label: LINE_KEY_LABELS[key] }))}
                onChange={(key) => update(line.id, { key })}
                style={{ minWidth: 160 }}
              />
            ),
          },
          {
            key: 'label',
            title: 'Line',
            width: 200,
            render: ({ line }, index) => (
              <CellInput
                id={`review-${line.id}-label`}
                label={`${title}: line ${index + 1}`}
                value={line.label}
                error={problems.get(`statement_lines.${line.id}.label`)}
                onChange={(label) => update(line.id, { label })}
                minWidth={160}
              />
            ),
          },
          {
            key: 'amount',
            title: 'Amount',
            width: 150,
            align: 'right',
            render: ({ line }, index) => (
              <CellInput
                id={`review-${line.id}-amount`}
                label={`${title}: amount, line ${index + 1}`}
                value={line.amount}
                inputMode="decimal"
                align="right"
                error={problems.get(`statement_lines.${line.id}.amount`)}
                onChange={(amount) => update(line.id, { amount })}
              />
            ),
          },
          {
            key: 'where',
            title: 'Found at',
            width: 150,
            render: ({ line }) =>
              line.cell ? (
                <Typography.Text code>{`${line.sheet}!${line.cell}`}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">Added by you</Typography.Text>
              ),
          },
        ]}
      />
    </Flex>
  );
}

export function StatementReview(props: StatementReviewProps) {
  return (
    <Flex vertical gap={16}>
      {props.facts?.warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} />
      ))}
      <StatementLinesTable kind="income" {...props} />
      <StatementLinesTable kind="balance" {...props} />
    </Flex>
  );
}
