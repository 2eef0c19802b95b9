import type { Sale, SaleInput } from '@fina/contract';
import { amountProblem } from '../shared-ui/ledger-money';
import { isIsoDate } from '../shared-ui/ledger-dates';

/** A sale as the form holds it (text fields, exactly as typed). */
export interface SaleDraft {
  date: string;
  amount: string;
  product: string;
  payment_method: string;
}

export type SaleErrors = Partial<Record<keyof SaleDraft, string>>;

export function emptySale(date: string): SaleDraft {
  return { date, amount: '', product: '', payment_method: '' };
}

export function saleToDraft(sale: Sale): SaleDraft {
  return {
    date: sale.date,
    amount: sale.amount,
    product: sale.product,
    payment_method: sale.payment_method,
  };
}

/** The client's checks before sending: a real date and an amount above zero. */
export function validateSale(draft: SaleDraft, currency: string): SaleErrors {
  const errors: SaleErrors = {};
  if (!draft.date) errors.date = 'Date is required.';
  else if (!isIsoDate(draft.date)) errors.date = 'Enter a real date.';
  const amount = amountProblem(draft.amount, currency);
  if (amount) errors.amount = amount;
  return errors;
}

/** The body of createSale / updateSale: empty optional fields are left out. */
export function saleBody(draft: SaleDraft): SaleInput {
  return {
    date: draft.date,
    amount: draft.amount.trim(),
    ...(draft.product.trim() ? { product: draft.product.trim() } : {}),
    ...(draft.payment_method.trim() ? { payment_method: draft.payment_method.trim() } : {}),
  };
}
