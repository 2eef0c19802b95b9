import { useEffect, useState } from 'react';
import { Alert, Flex, Input, Modal } from 'antd';
import { ledgerCalls } from '@fina/contract';
import type { Sale } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { Field } from '@fina/ui';
import { submitError } from '../shared-ui/submit-error';
import { emptySale, saleBody, saleToDraft, validateSale } from './sale-draft';
import type { SaleDraft, SaleErrors } from './sale-draft';

interface SaleFormModalProps {
  api: ApiClient;
  companyId: string;
  currency: string;
  /** The sale to edit, or null to add one (dated `defaultDate`). */
  editing: Sale | null;
  open: boolean;
  defaultDate: string;
  onClose: () => void;
  onSaved: (sale: Sale) => void;
}

/** Add or edit one sale: date, amount, optional product and payment method. */
export function SaleFormModal({
  api,
  companyId,
  currency,
  editing,
  open,
  defaultDate,
  onClose,
  onSaved,
}: SaleFormModalProps) {
  const [draft, setDraft] = useState<SaleDraft>(emptySale(defaultDate));
  const [errors, setErrors] = useState<SaleErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(editing ? saleToDraft(editing) : emptySale(defaultDate));
    setErrors({});
    setAlert(null);
  }, [open, editing, defaultDate]);

  const set = (key: keyof SaleDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  async function save() {
    const found = validateSale(draft, currency);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = saleBody(draft);
      const saved = editing
        ? await api.call(ledgerCalls.updateSale, {
            params: { companyId, saleId: editing.sale_id },
            body,
          })
        : await api.call(ledgerCalls.createSale, { params: { companyId }, body });
      onSaved(saved);
    } catch (error) {
      const shown = submitError(error);
      if (shown.field && shown.field in draft) {
        setErrors({ [shown.field]: shown.fieldMessage });
      } else {
        setAlert(shown.alert);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Edit sale' : 'Add a sale'}
      okText={editing ? 'Save sale' : 'Add sale'}
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
          <Field label={`Amount (${currency})`} required error={errors.amount}>
            <Input
              inputMode="decimal"
              value={draft.amount}
              onChange={set('amount')}
              placeholder="0.00"
            />
          </Field>
          <Field label="Product" help="Optional">
            <Input value={draft.product} onChange={set('product')} maxLength={200} />
          </Field>
          <Field label="Payment method" help="Optional: cash, card, transfer…">
            <Input value={draft.payment_method} onChange={set('payment_method')} maxLength={100} />
          </Field>
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Flex>
      </form>
    </Modal>
  );
}
