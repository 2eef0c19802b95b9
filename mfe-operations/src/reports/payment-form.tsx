import { useState } from 'react';
import { Alert, App, Button, Col, Modal, Row } from 'antd';
import { Form } from '@fina/antd-deferred';
import { invoiceCalls } from '@fina/contract';
import type { InvoiceDetail } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { parseMoney } from '@fina/finance';
import { amountMinor, formatAmount } from '../shared-ui/format-amount';
import { displayDate, localIsoDate } from '../shared-ui/local-date';
import { TextField } from '../shared-ui/text-field';
import { submitError } from '../shared-ui/submit-error';

interface Props {
  api: ApiClient;
  invoice: InvoiceDetail;
  onRecorded: (invoice: InvoiceDetail) => void;
}

type Issues = { amount?: string; date?: string };

/** The same rules as the server: a positive amount, at most the balance due, a real date. */
export function paymentIssues(invoice: InvoiceDetail, amount: string, date: string): Issues {
  const issues: Issues = {};
  if (!amount.trim()) issues.amount = 'Amount is required.';
  else {
    let minor: bigint | null = null;
    try {
      minor = parseMoney(amount, invoice.currency).minor;
    } catch {
      issues.amount = 'Amount must be a number.';
    }
    const balance = amountMinor(invoice.balance_due, invoice.currency);
    if (minor !== null && minor <= 0n) issues.amount = 'Amount must be more than 0.';
    else if (minor !== null && minor > balance) {
      issues.amount = `Amount cannot be more than the balance due (${formatAmount(invoice.balance_due, invoice.currency)}).`;
    }
  }
  if (!date) issues.date = 'Date is required.';
  else if (date < invoice.date)
    issues.date = "The payment date cannot be before the invoice's date.";
  return issues;
}

/** "Record a payment of ₱1,250.00 on Mar 5, 2026 for invoice #7?" */
export function confirmationText(invoice: InvoiceDetail, amount: string, date: string): string {
  return (
    `Record a payment of ${formatAmount(amount.trim(), invoice.currency)} on ` +
    `${displayDate(date)} for invoice #${invoice.invoice_number}?`
  );
}

/**
 * 'Record a payment' (issue 15): the amount starts empty (a prefilled balance once marked an
 * invoice paid by accident) and nothing is saved before the owner confirms what it records.
 */
export function PaymentForm({ api, invoice, onRecorded }: Props) {
  const { message } = App.useApp();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => localIsoDate());
  const [issues, setIssues] = useState<Issues>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  function askToConfirm() {
    const found = paymentIssues(invoice, amount, date);
    setIssues(found);
    setAlert(null);
    if (found.amount || found.date) return;
    setConfirming(true);
  }

  async function submit() {
    setSending(true);
    try {
      const updated = await api.call(invoiceCalls.recordInvoicePayment, {
        params: { invoice_id: invoice.invoice_id },
        body: { amount: amount.trim(), date },
      });
      message.success('Payment recorded.');
      setConfirming(false);
      onRecorded(updated);
    } catch (error) {
      setConfirming(false);
      const { alert: text, field, fieldMessage } = submitError(error);
      if ((field === 'amount' || field === 'date') && fieldMessage)
        setIssues({ [field]: fieldMessage });
      setAlert(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      aria-label="Record a payment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        askToConfirm();
      }}
    >
      <Form layout="vertical" component={false}>
        <Row gutter={12} align="bottom">
          <Col xs={24} sm={10}>
            <TextField
              id="payment-amount"
              label={`Amount (${invoice.currency})`}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              error={issues.amount}
              required
            />
          </Col>
          <Col xs={24} sm={8}>
            <TextField
              id="payment-date"
              label="Payment date"
              type="date"
              min={invoice.date}
              value={date}
              onChange={setDate}
              error={issues.date}
              required
            />
          </Col>
          <Col xs={24} sm={6}>
            <Button
              type="primary"
              htmlType="submit"
              loading={sending}
              disabled={sending}
              style={{ marginBottom: 12 }}
              block
            >
              Record payment
            </Button>
          </Col>
        </Row>
        {alert && <Alert type="error" title={alert} showIcon role="alert" />}
      </Form>
      <Modal
        open={confirming}
        title="Record this payment?"
        okText="Yes, record it"
        cancelText="Cancel"
        confirmLoading={sending}
        onOk={() => void submit()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {confirming && confirmationText(invoice, amount, date)}
      </Modal>
    </form>
  );
}
