import { Flex, Statistic } from 'antd';
import type { BalanceSheetFigures } from '@fina/finance';

/** The running totals under each question, computed by the engine as the user types. */
export function TotalsPreview({ figures }: { figures: BalanceSheetFigures | null }) {
  const show = (value: string | undefined) => value ?? '—';
  return (
    <Flex gap={24} wrap role="status" aria-label="Running totals">
      <Statistic title="Total assets" value={show(figures?.assets.total.formatted)} />
      <Statistic title="Total liabilities" value={show(figures?.liabilities.total.formatted)} />
      <Statistic title="Equity" value={show(figures?.equity.total.formatted)} />
    </Flex>
  );
}
