import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Flex, Row, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { InvoiceDetail, InvoicePayment } from '@fina/contract';
import { formatAmount, formatRate } from '../invoice/format-amount';
import { displayDate } from '../invoice/local-date';
import { StatusTag, statusOf } from './status-tag';

type Item = InvoiceDetail['items'][number] & { key: number };

interface Props {
  invoice: InvoiceDetail;
  /** The payment form, when there is a balance left. */
  paymentForm: ReactNode;
}

/** The invoice, read-only: parties, dates, items, totals, payments, notes and terms. */
export function InvoiceDetailView({ invoice, paymentForm }: Props) {
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
  const totals: [string, string, boolean?][] = [
    ['Subtotal', money(invoice.sub_total)],
    [`Discount (${invoice.discount_in_percent}%)`, `−${money(invoice.discount)}`],
    [`Tax (${invoice.tax_in_percent}%)`, money(invoice.tax)],
    ['Shipping', money(invoice.shipping_cost)],
    ['Total', money(invoice.total), true],
    ['Amount Paid', money(invoice.amount_paid)],
    ['Balance Due', money(invoice.balance_due), true],
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" wrap gap={16} style={{ marginBottom: 16 }}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {invoice.company_name}
            </Typography.Title>
            <Typography.Text type="secondary">Bill to</Typography.Text>
            <Typography.Paragraph strong style={{ margin: 0 }}>
              {invoice.client_name}
            </Typography.Paragraph>
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
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="detail-balance-due">
              {money(invoice.balance_due)}
            </Typography.Title>
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
        <Table<Item>
          rowKey="key"
          size="small"
          columns={itemColumns}
          dataSource={invoice.items.map((item, key) => ({ ...item, key }))}
          pagination={false}
          scroll={{ x: 'max-content' }}
          style={{ margin: '16px 0' }}
        />
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
        {paymentForm ?? <Typography.Text type="success">Paid in full.</Typography.Text>}
      </Card>
    </Flex>
  );
}
