import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Empty, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import { MESSAGES } from '@fina/contract';
import type { InvoiceDisplayStatus, InvoiceSummary } from '@fina/contract';
import { amountMinor, formatAmount } from '../shared-ui/format-amount';
import { displayDate } from '../shared-ui/local-date';
import { InvoiceCards } from './invoice-cards';
import { StatusTag, statusOf } from './status-tag';
import { useIsPhone } from '@fina/ui';

type Row = InvoiceSummary & { status_today: InvoiceDisplayStatus };

const STATUS_ORDER: Record<InvoiceDisplayStatus, number> = {
  overdue: 0,
  due: 1,
  draft: 2,
  paid: 3,
  void: 4,
};

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
const byAmount = (key: 'total' | 'amount_paid' | 'balance_due') => (a: Row, b: Row) => {
  const x = amountMinor(a[key], a.currency);
  const y = amountMinor(b[key], b.currency);
  return x < y ? -1 : x > y ? 1 : 0;
};
/** Invoices without a due date sort after every dated one. */
const byDueDate = (a: Row, b: Row) =>
  byText(a.due_date ?? '9999-12-31', b.due_date ?? '9999-12-31');

const columns: TableColumnsType<Row> = [
  {
    title: '#',
    dataIndex: 'invoice_number',
    width: 64,
    sorter: (a, b) => a.invoice_number - b.invoice_number,
  },
  {
    title: 'Date Created',
    dataIndex: 'date',
    sorter: (a, b) => byText(a.date, b.date),
    render: (date: string) => displayDate(date),
  },
  {
    title: 'Due Date',
    dataIndex: 'due_date',
    sorter: byDueDate,
    render: (date: string | null) => displayDate(date),
  },
  {
    title: 'Client Name',
    dataIndex: 'client_name',
    sorter: (a, b) => byText(a.client_name, b.client_name),
  },
  {
    title: 'Amount',
    dataIndex: 'total',
    align: 'right',
    sorter: byAmount('total'),
    render: (amount: string, row) => formatAmount(amount, row.currency),
  },
  {
    title: 'Amount Paid',
    dataIndex: 'amount_paid',
    align: 'right',
    sorter: byAmount('amount_paid'),
    render: (amount: string, row) => formatAmount(amount, row.currency),
  },
  {
    title: 'Balance Due',
    dataIndex: 'balance_due',
    align: 'right',
    sorter: byAmount('balance_due'),
    // A draft or void invoice owes nothing: its balance is shown struck through.
    render: (amount: string, row) => (
      <Typography.Text strong={row.state === 'issued'} delete={row.state === 'void'}>
        {formatAmount(amount, row.currency)}
      </Typography.Text>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status_today',
    sorter: (a, b) => STATUS_ORDER[a.status_today] - STATUS_ORDER[b.status_today],
    render: (status: InvoiceDisplayStatus) => <StatusTag status={status} />,
  },
  {
    title: 'Notes',
    dataIndex: 'notes',
    ellipsis: true,
    sorter: (a, b) => byText(a.notes, b.notes),
  },
  {
    title: 'Action',
    key: 'action',
    fixed: 'right',
    width: 80,
    render: (_: unknown, row) => (
      <Link to={`invoice/${row.invoice_id}`} aria-label={`View invoice ${row.invoice_number}`}>
        View
      </Link>
    ),
  },
];

interface Props {
  invoices: InvoiceSummary[];
  loading: boolean;
}

/**
 * The reports table (spec section 2): sortable columns, a status per invoice on today's date,
 * 'View' to the detail; it scrolls within about 15rem. On phones each invoice is a card.
 */
export function InvoicesTable({ invoices, loading }: Props) {
  const phone = useIsPhone();
  if (phone) return <InvoiceCards invoices={invoices} loading={loading} />;
  return <ScrollingTable invoices={invoices} loading={loading} />;
}

function ScrollingTable({ invoices, loading }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  // The body scrolls within 15rem: keyboard users must be able to reach and scroll it too.
  useEffect(() => {
    const body = wrapper.current?.querySelector('.ant-table-body');
    if (!body) return;
    body.setAttribute('tabindex', '0');
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', 'Invoices');
  });
  const rows: Row[] = invoices.map((invoice) => ({ ...invoice, status_today: statusOf(invoice) }));
  return (
    <div ref={wrapper}>
      <Table<Row>
        rowKey="invoice_id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content', y: 240 }}
        locale={{ emptyText: loading ? ' ' : <Empty description={MESSAGES.noDataFound} /> }}
        showSorterTooltip={false}
      />
    </div>
  );
}
