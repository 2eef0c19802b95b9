import { Link } from 'react-router-dom';
import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { MESSAGES } from '@fina/contract';
import type { InvoiceSummary } from '@fina/contract';
import { formatAmount } from '../shared-ui/format-amount';
import { displayDate } from '../shared-ui/local-date';
import { StatusTag, statusOf } from './status-tag';

interface Props {
  invoices: InvoiceSummary[];
  loading: boolean;
}

/** Reports on a phone: one stacked card per invoice, the whole card a link to its detail. */
export function InvoiceCards({ invoices, loading }: Props) {
  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin description="Loading the invoices" />
      </Flex>
    );
  }
  if (invoices.length === 0) return <Empty description={MESSAGES.noDataFound} />;
  return (
    <ul aria-label="Invoices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {invoices.map((invoice) => (
        <li key={invoice.invoice_id} style={{ padding: '4px 0' }}>
          <Link
            to={`invoice/${invoice.invoice_id}`}
            aria-label={`View invoice ${invoice.invoice_number}`}
            style={{ display: 'block', width: '100%', color: 'inherit' }}
          >
            <Card size="small" data-testid="invoice-card">
              <Flex justify="space-between" align="start" gap={8}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {invoice.client_name}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    #{invoice.invoice_number} · {displayDate(invoice.date)}
                    {invoice.due_date ? ` · due ${displayDate(invoice.due_date)}` : ''}
                  </Typography.Text>
                </div>
                <StatusTag status={statusOf(invoice)} />
              </Flex>
              <Flex justify="space-between" style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">
                  Amount {formatAmount(invoice.total, invoice.currency)}
                </Typography.Text>
                <Typography.Text strong delete={invoice.state === 'void'}>
                  Balance {formatAmount(invoice.balance_due, invoice.currency)}
                </Typography.Text>
              </Flex>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
