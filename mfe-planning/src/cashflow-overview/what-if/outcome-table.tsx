import { Table } from '@fina/antd-deferred';
import type { GenerateBudgetResponse } from '@fina/contract';
import { addMoney, formatMinor, formatMoney, parseMoney, zeroMoney } from '@fina/finance';
import { monthYearLabel } from '../../shared-ui/charts/month-labels';
import type { WhatIfOutcome } from './run-what-if';

export interface OutcomeColumn {
  key: string;
  title: string;
  lowCash: string;
  lowMonth: string;
  yearEndCash: string;
  borrowing: string;
  runway: string;
}

const runwayText = (months: number | null) =>
  months === null ? 'whole forecast' : `${months} ${months === 1 ? 'month' : 'months'}`;

/** The saved plan's figures, as the server computed them (exact decimals). */
export function planColumn(budget: GenerateBudgetResponse): OutcomeColumn {
  const currency = budget.currency;
  const yearEnd = budget.statements.cash_flow[Math.min(11, budget.statements.cash_flow.length - 1)];
  const borrowing = budget.advice
    .filter((line) => line.action === 'borrow')
    .reduce((sum, line) => addMoney(sum, parseMoney(line.amount, currency)), zeroMoney(currency));
  return {
    key: 'plan',
    title: 'Saved plan',
    lowCash: formatMoney(parseMoney(budget.low_point.cash, currency)),
    lowMonth: monthYearLabel(budget.low_point.month),
    yearEndCash: yearEnd ? formatMoney(parseMoney(yearEnd.closing_cash, currency)) : '—',
    borrowing: formatMoney(borrowing),
    runway: runwayText(budget.runway_months),
  };
}

/** A what-if's figures, from the engine run in the browser (exact minor units). */
export function outcomeColumn(
  key: string,
  title: string,
  outcome: WhatIfOutcome,
  currency: GenerateBudgetResponse['currency'],
): OutcomeColumn {
  const money = (minor: number) => formatMinor(BigInt(minor), currency);
  return {
    key,
    title,
    lowCash: money(outcome.lowPoint.cash),
    lowMonth: monthYearLabel(outcome.lowPoint.month),
    yearEndCash: money(outcome.yearEndCash),
    borrowing: money(outcome.borrowing),
    runway: runwayText(outcome.runwayMonths),
  };
}

const ROWS: { key: keyof OutcomeColumn; label: string }[] = [
  { key: 'lowCash', label: 'Lowest cash' },
  { key: 'lowMonth', label: 'Lowest in' },
  { key: 'yearEndCash', label: 'Cash at month 12' },
  { key: 'borrowing', label: 'Borrowing advised' },
  { key: 'runway', label: 'Runway before borrowing' },
];

/** Saved plan, what-if and compared scenarios side by side. */
export function OutcomeTable({ columns }: { columns: OutcomeColumn[] }) {
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: 480 }}
      rowKey="key"
      aria-label="Saved plan and what-if compared"
      dataSource={ROWS.map((row) => ({
        key: row.key,
        label: row.label,
        ...Object.fromEntries(columns.map((c) => [c.key, c[row.key]])),
      }))}
      columns={[
        { title: '', dataIndex: 'label', key: 'label' },
        ...columns.map((c) => ({
          title: c.title,
          dataIndex: c.key,
          key: c.key,
          align: 'right' as const,
        })),
      ]}
    />
  );
}
