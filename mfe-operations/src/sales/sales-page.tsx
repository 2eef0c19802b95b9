import { useState } from 'react';
import { Link } from 'react-router-dom';
import { App, Button, Card, Col, Flex, Popconfirm, Row, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import { DeleteOutlined, EditOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { ledgerCalls } from '@fina/contract';
import type { Sale } from '@fina/contract';
import { useSelectedCompany } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { formatLedgerAmount } from '../shared-ui/ledger-money';
import { monthLabel, monthOf, shortDate, todayIso } from '../shared-ui/ledger-dates';
import { EmptyNext, LoadError, NeedsCompany } from '../shared-ui/load-states';
import { MonthSwitcher } from '../shared-ui/month-switcher';
import { serverMessage } from '../shared-ui/server-message';
import { SaleFormModal } from './sale-form-modal';
import { useMonthSales } from './use-month-sales';

/** /record-operations/sales: a month of sales by day, with the month total; add, edit, delete. */
export function SalesPage() {
  const api = useApi('mfe-operations');
  const { message } = App.useApp();
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  const [month, setMonth] = useState(() => monthOf(todayIso()));
  const { data, loading, error, reload } = useMonthSales(api, companyId, month);
  const [form, setForm] = useState<{ open: boolean; editing: Sale | null }>({
    open: false,
    editing: null,
  });
  const currency = data?.summary.currency ?? company?.company_currency ?? 'USD';
  const money = (amount: string) => formatLedgerAmount(amount, currency);
  // A new sale is dated today when this month is shown, else the month's first day.
  const defaultDate = monthOf(todayIso()) === month ? todayIso() : `${month}-01`;

  async function remove(sale: Sale) {
    if (!companyId) return;
    try {
      await api.call(ledgerCalls.deleteSale, { params: { companyId, saleId: sale.sale_id } });
      message.success('Sale deleted.');
      reload();
    } catch (cause) {
      message.error(serverMessage(cause));
    }
  }

  const extra = (
    <Flex gap={8} wrap>
      <Link to="upload">
        <Button icon={<FileExcelOutlined aria-hidden />}>Upload a sales workbook</Button>
      </Link>
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        disabled={!companyId}
        onClick={() => setForm({ open: true, editing: null })}
      >
        Add a sale
      </Button>
    </Flex>
  );

  if (!companyId) {
    return (
      <Page title="Sales per day" extra={extra}>
        <NeedsCompany />
      </Page>
    );
  }

  const summary = data?.summary;
  return (
    <Page title="Sales per day" extra={extra}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <MonthSwitcher month={month} onChange={setMonth} />
        {summary && (
          <Typography.Text aria-label="Month total">
            Month total: <Typography.Text strong>{money(summary.total)}</Typography.Text> ·{' '}
            {summary.count} {summary.count === 1 ? 'sale' : 'sales'}
          </Typography.Text>
        )}
      </Flex>
      {error && (
        <LoadError title="The sales could not be loaded." message={error} onRetry={reload} />
      )}
      {!error && !loading && summary && summary.count === 0 ? (
        <EmptyNext>
          No sales recorded in {monthLabel(month)}. Use “Add a sale”, or upload a sales workbook.
        </EmptyNext>
      ) : (
        !error && (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={9}>
              <Card size="small" title="Daily totals">
                <Table
                  size="small"
                  rowKey="date"
                  loading={loading}
                  pagination={false}
                  dataSource={summary?.days ?? []}
                  aria-label="Daily totals"
                  scroll={{ x: 'max-content' }}
                  columns={[
                    { title: 'Day', dataIndex: 'date', render: (d: string) => shortDate(d) },
                    { title: 'Sales', dataIndex: 'count', align: 'right' },
                    {
                      title: 'Total',
                      dataIndex: 'total',
                      align: 'right',
                      render: (t: string) => money(t),
                    },
                  ]}
                  summary={() =>
                    summary ? (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>
                          <strong>Month</strong>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={1} align="right">
                          {summary.count}
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={2} align="right">
                          <strong>{money(summary.total)}</strong>
                        </Table.Summary.Cell>
                      </Table.Summary.Row>
                    ) : null
                  }
                />
              </Card>
            </Col>
            <Col xs={24} lg={15}>
              <Card size="small" title="Sales">
                {data?.truncated && (
                  <Typography.Paragraph type="secondary">
                    Showing the latest {data.sales.length} sales of the month.
                  </Typography.Paragraph>
                )}
                <Table<Sale>
                  size="small"
                  rowKey="sale_id"
                  loading={loading}
                  dataSource={data?.sales ?? []}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    { title: 'Date', dataIndex: 'date', render: (d: string) => shortDate(d) },
                    {
                      title: 'Amount',
                      dataIndex: 'amount',
                      align: 'right',
                      render: (a: string) => money(a),
                    },
                    // On a phone the date, amount and actions fit; the rest shows on wider screens.
                    { title: 'Product', dataIndex: 'product', responsive: ['sm'] },
                    { title: 'Payment method', dataIndex: 'payment_method', responsive: ['md'] },
                    {
                      title: 'Actions',
                      key: 'actions',
                      render: (_: unknown, sale) => (
                        <Flex gap={4}>
                          <Button
                            type="text"
                            icon={<EditOutlined aria-hidden />}
                            aria-label={`Edit sale of ${shortDate(sale.date)}, ${money(sale.amount)}`}
                            onClick={() => setForm({ open: true, editing: sale })}
                          />
                          <Popconfirm
                            title="Delete this sale?"
                            okText="Delete"
                            okButtonProps={{ danger: true }}
                            onConfirm={() => remove(sale)}
                          >
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined aria-hidden />}
                              aria-label={`Delete sale of ${shortDate(sale.date)}, ${money(sale.amount)}`}
                            />
                          </Popconfirm>
                        </Flex>
                      ),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        )
      )}
      <SaleFormModal
        api={api}
        companyId={companyId}
        currency={currency}
        open={form.open}
        editing={form.editing}
        defaultDate={defaultDate}
        onClose={() => setForm({ open: false, editing: null })}
        onSaved={(sale) => {
          setForm({ open: false, editing: null });
          message.success(form.editing ? 'Sale saved.' : 'Sale added.');
          // Show the month the sale belongs to.
          if (monthOf(sale.date) !== month) setMonth(monthOf(sale.date));
          else reload();
        }}
      />
    </Page>
  );
}
