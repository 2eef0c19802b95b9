import { useState } from 'react';
import { Alert, App, Modal } from 'antd';
import { Form } from '@fina/antd-deferred';
import { invoiceCalls } from '@fina/contract';
import type { InvoiceDetail } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { TextField } from '../shared-ui/text-field';
import { submitError } from '../shared-ui/submit-error';

interface Props {
  api: ApiClient;
  invoice: InvoiceDetail;
  open: boolean;
  onClose: () => void;
  onVoided: (invoice: InvoiceDetail) => void;
}

/** Voiding cannot be undone: the dialog says what it does and takes an optional reason. */
export function VoidInvoiceDialog({ api, invoice, open, onClose, onVoided }: Props) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function confirm() {
    setSending(true);
    setAlert(null);
    try {
      const voided = await api.call(invoiceCalls.voidInvoice, {
        params: { invoice_id: invoice.invoice_id },
        body: { reason },
      });
      message.success(`Invoice #${invoice.invoice_number} is void.`);
      onVoided(voided);
      onClose();
    } catch (failure) {
      setAlert(submitError(failure).alert);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Void invoice #${invoice.invoice_number}?`}
      okText="Void invoice"
      okButtonProps={{ danger: true }}
      confirmLoading={sending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <p>
          It keeps its number and stays in Reports marked void, but nobody owes it any more and it
          cannot take payments. This cannot be undone.
        </p>
        <TextField
          id="void-reason"
          label="Reason (optional)"
          placeholder="e.g. Billed twice"
          value={reason}
          onChange={setReason}
        />
        {alert && <Alert type="error" showIcon role="alert" title={alert} />}
      </Form>
    </Modal>
  );
}
