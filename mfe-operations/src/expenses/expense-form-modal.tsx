import { Col, Input, Row } from 'antd';
import { ledgerCalls } from '@fina/contract';
import type { Expense, ExpenseCategory } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { Field } from '@fina/ui';
import { AmountInput, LedgerFormModal, useLedgerForm } from '../shared-ui/ledger-form-modal';
import { CategoryPicker } from './category-picker';
import { emptyExpense, expenseBody, expenseToDraft, validateExpense } from './expense-draft';

interface ExpenseFormModalProps {
  api: ApiClient;
  companyId: string;
  currency: string;
  categories: ExpenseCategory[];
  addCategory: (name: string) => Promise<ExpenseCategory>;
  editing: Expense | null;
  open: boolean;
  defaultDate: string;
  onClose: () => void;
  onSaved: (expense: Expense) => void;
}

/** Add or edit one expense: date, vendor, category, amount (tax included), tax, note. */
export function ExpenseFormModal(props: ExpenseFormModalProps) {
  const { api, companyId, currency, editing, open, defaultDate, onClose, onSaved } = props;
  const form = useLedgerForm({
    open,
    editing,
    defaultDate,
    empty: emptyExpense,
    toDraft: expenseToDraft,
    validate: (draft) => validateExpense(draft, currency),
    submit: (draft, expense) => {
      const body = expenseBody(draft);
      return expense
        ? api.call(ledgerCalls.updateExpense, {
            params: { companyId, expenseId: expense.expense_id },
            body,
          })
        : api.call(ledgerCalls.createExpense, { params: { companyId }, body });
    },
    onSaved,
  });
  const { draft, setDraft, errors, set } = form;

  return (
    <LedgerFormModal
      open={open}
      entry="expense"
      editing={editing !== null}
      form={form}
      onClose={onClose}
    >
      <Field label="Vendor" required error={errors.vendor}>
        <Input value={draft.vendor} onChange={set('vendor')} maxLength={200} />
      </Field>
      <Field label="Category" required error={errors.category}>
        <CategoryPicker
          value={draft.category}
          categories={props.categories}
          onChange={(category) => setDraft((d) => ({ ...d, category }))}
          onAdd={props.addCategory}
        />
      </Field>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Field label={`Amount (${currency})`} required help="Tax included" error={errors.amount}>
            <AmountInput value={draft.amount} onChange={set('amount')} />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field label="Tax" error={errors.tax}>
            <AmountInput value={draft.tax} onChange={set('tax')} placeholder="0" />
          </Field>
        </Col>
      </Row>
      <Field label="Note" help="Optional">
        <Input.TextArea value={draft.note} onChange={set('note')} maxLength={2000} rows={2} />
      </Field>
    </LedgerFormModal>
  );
}
