import type { ReactNode } from 'react';
import { Alert, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import type { InvoiceDetail, InvoicePayment } from '@fina/contract';
import { formatAmount, formatRate } from '../shared-ui/format-amount';
import { displayDate } from '../shared-ui/local-date';
import { StatusTag, statusOf } from './status-tag';
import { useIsPhone } from '@fina/ui';

type Item = InvoiceDetail['items'][number] & { key: number };

interface Props {
  invoice: InvoiceDetail;
  /** The payment form, when there is a balance left on an issued invoice. */
  paymentForm: ReactNode;
}

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount.trim());

/** A void or draft invoice says so first: neither is owed. */
function StateBanner({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.state === 'draft') {
    return (
      <Alert
        type="info"
        showIcon
        title="This is a draft: nobody owes it yet. Edit it, then issue it when it is ready."
      />
    );
  }
  if (invoice.state !== 'void') return null;
  const when = invoice.voided_at ? displayDate(invoice.voided_at.slice(0, 10)) : '';
  return (
    <Alert
      type="warning"
      showIcon
      title={`Void since ${when}: this invoice owes nothing and takes no payment.`}
      description={invoice.void_reason ? `Reason: ${invoice.void_reason}` : undefined}
    />
  );
}

/** The invoice, read-only: parties, dates, items, totals, payments, notes and terms. */
export function InvoiceDetailView({ invoice, paymentForm }: Props) {
  const phone = useIsPhone();
  const money = (amount: string) => formatAmount(amount, invoice.currency);
  const itemColumns: TableColumnsType<Item> = [
    { title: 'Item', dataIndex: 'item' },
    { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
    {
      title: 'Rate',
      dataIndex: 'rate',
      align: 'right',
      render: (rate: string) => formatRate(rate, invoice.currency),
    },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
  ];
  const paymentColumns: TableColumnsType<InvoicePayment> = [
    { title: 'Date', dataIndex: 'date', render: displayDate },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
  ];
  // Nothing entered, nothing shown: no "Discount (0%) −$0.00" line.
  type Line = [label: string, value: string, strong?: boolean];
  const optional = (amount: string, line: Line): Line[] => (isZero(amount) ? [] : [line]);
  const totals: Line[] = [
    ['Subtotal', money(invoice.sub_total)],
    ...optional(invoice.discount, [
      `Discount (${invoice.discount_in_percent}%)`,
      `−${money(invoice.discount)}`,
    ]),
    ...optional(invoice.tax, [`Tax (${invoice.tax_in_percent}%)`, money(invoice.tax)]),
    ...optional(invoice.shipping_cost, ['Shipping', money(invoice.shipping_cost)]),
    ['Total', money(invoice.total), true],
    ...optional(invoice.amount_paid, ['Amount Paid', money(invoice.amount_paid)]),
    ['Balance Due', money(invoice.balance_due), true],
  ];

  return (
    <Flex vertical gap={16}>
      <StateBanner invoice={invoice} />
      <Card>
        <Flex justify="space-between" wrap gap={16} style={{ marginBottom: 16 }}>
          <div>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {invoice.company_name}
            </Typography.Title>
            {invoice.company_address && (
              <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line' }}>
                {invoice.company_address}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary">Bill to</Typography.Text>
            <Typography.Paragraph strong style={{ margin: 0 }}>
              {invoice.client_name}
            </Typography.Paragraph>
            {invoice.client_address && (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                {invoice.client_address}
              </Typography.Paragraph>
            )}
            {invoice.client_email && (
              <Typography.Paragraph
                type="secondary"
                style={{ margin: 0, overflowWrap: 'anywhere' }}
              >
                {invoice.client_email}
              </Typography.Paragraph>
            )}
            {invoice.ship_to && (
              <>
                <Typography.Text type="secondary">Ship to</Typography.Text>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                  {invoice.ship_to}
                </Typography.Paragraph>
              </>
            )}
          </div>
          <Flex vertical align="end" gap={4}>
            <StatusTag status={statusOf(invoice)} />
            <Typography.Text type="secondary">Balance Due</Typography.Text>
            <Typography.Title
              level={2}
              style={{ margin: 0, fontSize: 24 }}
              data-testid="detail-balance-due"
              delete={invoice.state === 'void'}
            >
              {money(invoice.balance_due)}
            </Typography.Title>
            {invoice.sent_at && (
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                Sent to {invoice.sent_to} on {displayDate(invoice.sent_at.slice(0, 10))}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'date', label: 'Date', children: displayDate(invoice.date) },
            { key: 'due', label: 'Due Date', children: displayDate(invoice.due_date) },
            { key: 'terms', label: 'Payment Terms', children: invoice.payment_terms || '—' },
            { key: 'po', label: 'PO Number', children: invoice.po_number || '—' },
            { key: 'currency', label: 'Currency', children: invoice.currency },
          ]}
        />
        {phone ? (
          <ul aria-label="Items" style={{ listStyle: 'none', margin: '16px 0', padding: 0 }}>
            {invoice.items.map((item, index) => (
              <li
                key={index}
                style={{ padding: '6px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}
              >
                <Flex justify="space-between" gap={8}>
                  <Typography.Text>{item.item}</Typography.Text>
                  <Typography.Text strong>{money(item.amount)}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.quantity} × {formatRate(item.rate, invoice.currency)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        ) : (
          <Table<Item>
            rowKey="key"
            size="small"
            columns={itemColumns}
            dataSource={invoice.items.map((item, key) => ({ ...item, key }))}
            pagination={false}
            scroll={{ x: 'max-content' }}
            style={{ margin: '16px 0' }}
          />
        )}
        <Row gutter={[24, 16]}>
          <Col xs={24} md={12}>
            {invoice.notes && (
              <>
                <Typography.Text type="secondary">Notes</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                  {invoice.notes}
                </Typography.Paragraph>
              </>
            )}
            {invoice.terms && (
              <>
                <Typography.Text type="secondary">Terms</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                  {invoice.terms}
                </Typography.Paragraph>
              </>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Flex vertical gap={6} role="group" aria-label="Totals">
              {totals.map(([label, value, strong]) => (
                <Flex key={label} justify="space-between">
                  <Typography.Text strong={strong} type={strong ? undefined : 'secondary'}>
                    {label}
                  </Typography.Text>
                  <Typography.Text strong={strong}>{value}</Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Col>
        </Row>
      </Card>

      <Card title="Payments">
        {invoice.payments.length > 0 ? (
          <Table<InvoicePayment>
            rowKey="payment_id"
            size="small"
            columns={paymentColumns}
            dataSource={invoice.payments}
            pagination={false}
            style={{ marginBottom: 16 }}
          />
        ) : (
          <Typography.Paragraph type="secondary">No payments recorded yet.</Typography.Paragraph>
        )}
        {paymentForm ??
          (invoice.state === 'issued' && (
            <Typography.Text type="success">Paid in full.</Typography.Text>
          ))}
      </Card>
    </Flex>
  );
}
