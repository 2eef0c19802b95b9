import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Flex } from 'antd';
import { EditOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import { invoiceCalls } from '@fina/contract';
import type { InvoiceDetail } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { submitError } from '../shared-ui/submit-error';
import { DownloadPdfButton } from './download-pdf-button';
import { SendInvoiceDialog } from './send-invoice-dialog';
import { VoidInvoiceDialog } from './void-invoice-dialog';

interface Props {
  api: ApiClient;
  invoice: InvoiceDetail;
  onChanged: (invoice: InvoiceDetail) => void;
}

/** The path of the invoice form editing a draft (the form lives under Record Operations). */
export const editDraftPath = (invoiceId: string) =>
  `/record-operations/invoice?edit=${encodeURIComponent(invoiceId)}`;

/**
 * What can be done with the invoice in its state: a draft is edited or issued; an issued one
 * is sent by email or voided; every one downloads as a PDF.
 */
export function InvoiceActions({ api, invoice, onChanged }: Props) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'send' | 'void' | null>(null);
  const [issuing, setIssuing] = useState(false);

  async function issue() {
    setIssuing(true);
    try {
      const issued = await api.call(invoiceCalls.issueInvoice, {
        params: { invoice_id: invoice.invoice_id },
      });
      message.success(`Invoice #${invoice.invoice_number} is issued.`);
      onChanged(issued);
    } catch (failure) {
      message.error(submitError(failure).alert);
    } finally {
      setIssuing(false);
    }
  }

  return (
    <Flex wrap gap={8}>
      {invoice.state === 'draft' && (
        <>
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(editDraftPath(invoice.invoice_id))}
          >
            Edit draft
          </Button>
          <Button type="primary" loading={issuing} onClick={() => void issue()}>
            Issue invoice
          </Button>
        </>
      )}
      {invoice.state === 'issued' && (
        <>
          <Button type="primary" icon={<MailOutlined />} onClick={() => setDialog('send')}>
            Send by email
          </Button>
          <Button danger icon={<StopOutlined />} onClick={() => setDialog('void')}>
            Void
          </Button>
        </>
      )}
      <DownloadPdfButton
        api={api}
        invoiceId={invoice.invoice_id}
        invoiceNumber={invoice.invoice_number}
      />
      <SendInvoiceDialog
        api={api}
        invoice={invoice}
        open={dialog === 'send'}
        onClose={() => setDialog(null)}
        onSent={onChanged}
      />
      <VoidInvoiceDialog
        api={api}
        invoice={invoice}
        open={dialog === 'void'}
        onClose={() => setDialog(null)}
        onVoided={onChanged}
      />
    </Flex>
  );
}
