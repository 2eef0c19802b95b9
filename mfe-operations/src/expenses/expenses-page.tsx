import { useState } from 'react';
import { App, Button, Card, Col, Flex, Popconfirm, Row, Select, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ledgerCalls } from '@fina/contract';
import type { Expense } from '@fina/contract';
import { useSelectedCompany } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { formatLedgerAmount } from '../shared-ui/ledger-money';
import { monthLabel, monthOf, shortDate, todayIso } from '../shared-ui/ledger-dates';
import { EmptyNext, LoadError, NeedsCompany } from '../shared-ui/load-states';
import { MonthSwitcher } from '../shared-ui/month-switcher';
import { serverMessage } from '../shared-ui/server-message';
import { ExpenseFormModal } from './expense-form-modal';
import { useExpenseCategories } from './use-expense-categories';
import { useMonthExpenses } from './use-month-expenses';

/** /record-operations/expenses: a month's expenses by category with totals; add, edit, delete. */
export function ExpensesPage() {
  const api = useApi('mfe-operations');
  const { message } = App.useApp();
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  const [month, setMonth] = useState(() => monthOf(todayIso()));
  const [category, setCategory] = useState<string | null>(null);
  const { data, loading, error, reload } = useMonthExpenses(api, companyId, month, category);
  const categories = useExpenseCategories(api, companyId);
  const [form, setForm] = useState<{ open: boolean; editing: Expense | null }>({
    open: false,
    editing: null,
  });
  const currency = data?.summary.currency ?? company?.company_currency ?? 'USD';
  const money = (amount: string) => formatLedgerAmount(amount, currency);
  const defaultDate = monthOf(todayIso()) === month ? todayIso() : `${month}-01`;

  async function remove(expense: Expense) {
    if (!companyId) return;
    try {
      await api.call(ledgerCalls.deleteExpense, {
        params: { companyId, expenseId: expense.expense_id },
      });
      message.success('Expense deleted.');
      reload();
    } catch (cause) {
      message.error(serverMessage(cause));
    }
  }

  const extra = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      disabled={!companyId}
      onClick={() => setForm({ open: true, editing: null })}
    >
      Add an expense
    </Button>
  );
  if (!companyId) {
    return (
      <Page title="Expenses" extra={extra}>
        <NeedsCompany />
      </Page>
    );
  }

  const summary = data?.summary;
  const shownTotal = category
    ? (summary?.categories.find((c) => c.category === category)?.total ?? '0')
    : summary?.total;
  return (
    <Page title="Expenses" extra={extra}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex gap={12} wrap align="center">
          <MonthSwitcher month={month} onChange={setMonth} />
          <Select
            aria-label="Category filter"
            style={{ minWidth: 200 }}
            value={category ?? ''}
            onChange={(value: string) => setCategory(value || null)}
            options={[
              { value: '', label: 'All categories' },
              ...categories.categories.map((c) => ({ value: c.name, label: c.name })),
            ]}
          />
        </Flex>
        {summary && shownTotal !== undefined && (
          <Typography.Text aria-label="Expenses total">
            {category ? `${category} in ${monthLabel(month)}` : `Total for ${monthLabel(month)}`}:{' '}
            <Typography.Text strong>{money(shownTotal)}</Typography.Text>
          </Typography.Text>
        )}
      </Flex>
      {error && (
        <LoadError title="The expenses could not be loaded." message={error} onRetry={reload} />
      )}
      {!error && !loading && data && data.total === 0 ? (
        <EmptyNext>
          No expenses {category ? `in ${category} ` : ''}for {monthLabel(month)}. Use “Add an
          expense” to record one.
        </EmptyNext>
      ) : (
        !error && (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card size="small" title="Expenses">
                <Table<Expense>
                  size="small"
                  rowKey="expense_id"
                  loading={loading}
                  dataSource={data?.expenses ?? []}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    { title: 'Date', dataIndex: 'date', render: (d: string) => shortDate(d) },
                    { title: 'Vendor', dataIndex: 'vendor' },
                    // On a phone the date, vendor, amount and actions fit; the rest on wider screens.
                    { title: 'Category', dataIndex: 'category', responsive: ['sm'] },
                    {
                      title: 'Amount',
                      dataIndex: 'amount',
                      align: 'right',
                      render: (a: string) => money(a),
                    },
                    {
                      title: 'Tax',
                      dataIndex: 'tax',
                      align: 'right',
                      responsive: ['md'],
                      render: (a: string) => money(a),
                    },
                    { title: 'Note', dataIndex: 'note', ellipsis: true, responsive: ['lg'] },
                    {
                      title: 'Actions',
                      key: 'actions',
                      render: (_: unknown, expense) => {
                        const name = `${expense.vendor}, ${shortDate(expense.date)}`;
                        return (
                          <Flex gap={4}>
                            <Button
                              type="text"
                              icon={<EditOutlined aria-hidden />}
                              aria-label={`Edit expense ${name}`}
                              onClick={() => setForm({ open: true, editing: expense })}
                            />
                            <Popconfirm
                              title="Delete this expense?"
                              okText="Delete"
                              okButtonProps={{ danger: true }}
                              onConfirm={() => remove(expense)}
                            >
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined aria-hidden />}
                                aria-label={`Delete expense ${name}`}
                              />
                            </Popconfirm>
                          </Flex>
                        );
                      },
                    },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title="By category">
                <Table
                  size="small"
                  rowKey="category"
                  aria-label="Totals by category"
                  loading={loading}
                  pagination={false}
                  dataSource={summary?.categories ?? []}
                  columns={[
                    { title: 'Category', dataIndex: 'category' },
                    {
                      title: 'Total',
                      dataIndex: 'total',
                      align: 'right',
                      render: (t: string) => money(t),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        )
      )}
      <ExpenseFormModal
        api={api}
        companyId={companyId}
        currency={currency}
        categories={categories.categories}
        addCategory={categories.add}
        open={form.open}
        editing={form.editing}
        defaultDate={defaultDate}
        onClose={() => setForm({ open: false, editing: null })}
        onSaved={(expense) => {
          setForm({ open: false, editing: null });
          message.success(form.editing ? 'Expense saved.' : 'Expense added.');
          if (monthOf(expense.date) !== month) setMonth(monthOf(expense.date));
          else reload();
        }}
      />
    </Page>
  );
}
