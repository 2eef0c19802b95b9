import { Input } from 'antd';
import { ledgerCalls } from '@fina/contract';
import type { Sale } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { Field } from '@fina/ui';
import { AmountInput, LedgerFormModal, useLedgerForm } from '../shared-ui/ledger-form-modal';
import { emptySale, saleBody, saleToDraft, validateSale } from './sale-draft';

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
  const form = useLedgerForm({
    open,
    editing,
    defaultDate,
    empty: emptySale,
    toDraft: saleToDraft,
    validate: (draft) => validateSale(draft, currency),
    submit: (draft, sale) => {
      const body = saleBody(draft);
      return sale
        ? api.call(ledgerCalls.updateSale, { params: { companyId, saleId: sale.sale_id }, body })
        : api.call(ledgerCalls.createSale, { params: { companyId }, body });
    },
    onSaved,
  });
  const { draft, errors, set } = form;

  return (
    <LedgerFormModal
      open={open}
      entry="sale"
      editing={editing !== null}
      form={form}
      onClose={onClose}
    >
      <Field label={`Amount (${currency})`} required error={errors.amount}>
        <AmountInput value={draft.amount} onChange={set('amount')} />
      </Field>
      <Field label="Product" help="Optional">
        <Input value={draft.product} onChange={set('product')} maxLength={200} />
      </Field>
      <Field label="Payment method" help="Optional: cash, card, transfer…">
        <Input value={draft.payment_method} onChange={set('payment_method')} maxLength={100} />
      </Field>
    </LedgerFormModal>
  );
}
