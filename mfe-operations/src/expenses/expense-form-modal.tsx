import { useEffect, useState } from 'react';
import { Alert, Col, Flex, Input, Modal, Row } from 'antd';
import { ledgerCalls } from '@fina/contract';
import type { Expense, ExpenseCategory } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { Field } from '@fina/ui';
import { submitError } from '../shared-ui/submit-error';
import { CategoryPicker } from './category-picker';
import { emptyExpense, expenseBody, expenseToDraft, validateExpense } from './expense-draft';
import type { ExpenseDraft, ExpenseErrors } from './expense-draft';

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
  const [draft, setDraft] = useState<ExpenseDraft>(emptyExpense(defaultDate));
  const [errors, setErrors] = useState<ExpenseErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(editing ? expenseToDraft(editing) : emptyExpense(defaultDate));
    setErrors({});
    setAlert(null);
  }, [open, editing, defaultDate]);

  const set = (key: keyof ExpenseDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  async function save() {
    const found = validateExpense(draft, currency);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = expenseBody(draft);
      const saved = editing
        ? await api.call(ledgerCalls.updateExpense, {
            params: { companyId, expenseId: editing.expense_id },
            body,
          })
        : await api.call(ledgerCalls.createExpense, { params: { companyId }, body });
      onSaved(saved);
    } catch (error) {
      const shown = submitError(error);
      if (shown.field && shown.field in draft) setErrors({ [shown.field]: shown.fieldMessage });
      else setAlert(shown.alert);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Edit expense' : 'Add an expense'}
      okText={editing ? 'Save expense' : 'Add expense'}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Flex vertical gap={12}>
          {alert && <Alert type="error" showIcon title={alert} />}
          <Field label="Date" required error={errors.date}>
            <Input type="date" value={draft.date} onChange={set('date')} />
          </Field>
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
              <Field
                label={`Amount (${currency})`}
                required
                help="Tax included"
                error={errors.amount}
              >
                <Input
                  inputMode="decimal"
                  value={draft.amount}
                  onChange={set('amount')}
                  placeholder="0.00"
                />
              </Field>
            </Col>
            <Col xs={24} sm={12}>
              <Field label="Tax" error={errors.tax}>
                <Input inputMode="decimal" value={draft.tax} onChange={set('tax')} />
              </Field>
            </Col>
          </Row>
          <Field label="Note" help="Optional">
            <Input.TextArea value={draft.note} onChange={set('note')} maxLength={2000} rows={2} />
          </Field>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Flex>
      </form>
    </Modal>
  );
}
