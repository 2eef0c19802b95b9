import { Tag } from 'antd';
import { invoiceDisplayStatus } from '@fina/contract';
import type { InvoiceDisplayStatus, InvoiceState } from '@fina/contract';
import { localIsoDate } from '../shared-ui/local-date';

const LOOK: Record<InvoiceDisplayStatus, { color: string; label: string }> = {
  draft: { color: 'default', label: 'Draft' },
  void: { color: 'default', label: 'Void' },
  paid: { color: 'success', label: 'Paid' },
  due: { color: 'processing', label: 'Due' },
  overdue: { color: 'error', label: 'Overdue' },
};

export const STATUS_LABELS: Record<InvoiceDisplayStatus, string> = Object.fromEntries(
  Object.entries(LOOK).map(([status, look]) => [status, look.label]),
) as Record<InvoiceDisplayStatus, string>;

/**
 * Status on the viewer's own date: draft or void, else for an issued invoice paid (nothing
 * left), overdue (past its due date) or due.
 */
export function statusOf(invoice: {
  state: InvoiceState;
  balance_due: string;
  due_date: string | null;
}): InvoiceDisplayStatus {
  return invoiceDisplayStatus(invoice, localIsoDate());
}

export function StatusTag({ status }: { status: InvoiceDisplayStatus }) {
  const look = LOOK[status];
  return (
    <Tag color={look.color} style={status === 'void' ? { textDecoration: 'line-through' } : {}}>
      {look.label}
    </Tag>
  );
}
