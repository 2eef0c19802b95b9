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
  onSent: (invoice: InvoiceDetail) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Confirms the address (the client's, editable) and a few words, then sends with the PDF. */
export function SendInvoiceDialog({ api, invoice, open, onClose, onSent }: Props) {
  const { message } = App.useApp();
  const [to, setTo] = useState(invoice.client_email);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    if (!EMAIL.test(to.trim())) {
      setError(to.trim() ? 'Email must be a valid email address.' : 'Email is required.');
      return;
    }
    setSending(true);
    setAlert(null);
    try {
      const sent = await api.call(invoiceCalls.sendInvoice, {
        params: { invoice_id: invoice.invoice_id },
        body: { to: to.trim(), message: note },
      });
      message.success(`Invoice #${invoice.invoice_number} sent to ${sent.sent_to}.`);
      onSent(sent);
      onClose();
    } catch (failure) {
      const { alert: text, field, fieldMessage } = submitError(failure);
      if (field === 'to' && fieldMessage) setError(fieldMessage);
      setAlert(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Send invoice #${invoice.invoice_number} by email`}
      okText="Send"
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <p>The PDF of the invoice is attached.</p>
        <TextField
          id="send-to"
          label="Send to"
          required
          value={to}
          onChange={(value) => {
            setTo(value);
            setError(undefined);
          }}
          error={error}
        />
        <TextField
          id="send-message"
          label="Message (optional)"
          multiline
          value={note}
          onChange={setNote}
        />
        {alert && <Alert type="error" showIcon role="alert" title={alert} />}
      </Form>
    </Modal>
  );
}
