import { invoiceDisplayStatus } from '@fina/contract';
import type { InvoiceDisplayStatus, InvoiceState } from '@fina/contract';
import { localIsoDate } from '../shared-ui/local-date';
import { ToneTag } from '../shared-ui/tone-tag';
import type { Tone } from '../shared-ui/tone-tag';

const LOOK: Record<InvoiceDisplayStatus, { tone: Tone; label: string }> = {
  draft: { tone: 'neutral', label: 'Draft' },
  void: { tone: 'neutral', label: 'Void' },
  paid: { tone: 'success', label: 'Paid' },
  due: { tone: 'info', label: 'Due' },
  overdue: { tone: 'danger', label: 'Overdue' },
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
    <ToneTag tone={look.tone} strike={status === 'void'}>
      {look.label}
    </ToneTag>
  );
}
