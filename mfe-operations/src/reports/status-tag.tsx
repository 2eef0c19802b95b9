import { Tag } from 'antd';
import { invoiceStatus } from '@fina/contract';
import type { InvoiceStatus } from '@fina/contract';
import { localIsoDate } from '../invoice/local-date';

const LOOK: Record<InvoiceStatus, { color: string; label: string }> = {
  paid: { color: 'success', label: 'Paid' },
  due: { color: 'processing', label: 'Due' },
  overdue: { color: 'error', label: 'Overdue' },
};

/** Status on the viewer's own date: paid (nothing left), overdue (past its due date), due. */
export function statusOf(invoice: { balance_due: string; due_date: string | null }): InvoiceStatus {
  return invoiceStatus(invoice, localIsoDate());
}

export function StatusTag({ status }: { status: InvoiceStatus }) {
  const look = LOOK[status];
  return <Tag color={look.color}>{look.label}</Tag>;
}
