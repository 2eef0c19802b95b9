import { Card, Flex, Statistic, Typography } from 'antd';
import type { InvoiceSummary } from '@fina/contract';
import { totalsOf } from './invoice-filters';

/** The totals of the invoices shown (issued ones only), one line per currency. */
export function InvoiceTotals({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const totals = totalsOf(invoices);
  if (invoices.length === 0) return null;
  return (
    <Card size="small" aria-label="Totals of the invoices shown" role="region">
      {totals.length === 0 && (
        <Typography.Text type="secondary">
          No issued invoice among those shown: drafts and void invoices are not counted.
        </Typography.Text>
      )}
      {totals.map((sum) => (
        <Flex key={sum.currency} wrap gap={24} data-testid={`totals-${sum.currency}`}>
          <Statistic title={`Invoiced (${sum.count})`} value={sum.amount} />
          <Statistic title="Paid" value={sum.paid} />
          <Statistic title="Balance due" value={sum.balance} />
        </Flex>
      ))}
      {totals.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Issued invoices only: drafts and void invoices are not counted.
        </Typography.Text>
      )}
    </Card>
  );
}
