import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, App, Button, Card, Col, Flex, Row, Select, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import { CURRENCIES, MESSAGES, invoiceCalls } from '@fina/contract';
import type { ClientRecord, CompanySummary, Currency, InvoiceDetail } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import type {
  DraftItem,
  FieldIssues,
  InvoiceFormValues,
  SaveAs,
  TotalsField,
} from './invoice-draft';
import {
  emptyInvoice,
  newItem,
  previewInvoice,
  submitIssues,
  toCreateBody,
  valuesOf,
} from './invoice-draft';
import { ClientPicker } from './client-picker';
import { useClients } from './use-clients';
import { submitError } from '../shared-ui/submit-error';
import { ItemsTable } from './items-table';
import { localIsoDate } from '../shared-ui/local-date';
import { LogoField } from './logo-field';
import { TextField } from '../shared-ui/text-field';
import { TotalsPanel } from './totals-panel';
import { useNextInvoiceNumber } from './use-next-invoice-number';

interface Props {
  api: ApiClient;
  company: CompanySummary;
  /** A saved draft to edit (same form, prefilled); a new invoice otherwise. */
  draft?: InvoiceDetail;
}

type TextKey = Exclude<keyof InvoiceFormValues, 'items' | 'currency' | 'client_id'>;

/**
 * The invoice form of the spec, computing live with @fina/finance. A saved client fills the
 * name, email and address. Saving checks every field first (client name required, with its
 * message next to it), then saves a draft or issues the invoice (`create_invoice`, or
 * `update_invoice` for a draft being edited); success goes to /reports.
 */
export function InvoiceForm({ api, company, draft }: Props) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const formRef = useRef<HTMLFormElement>(null);
  const counted = useNextInvoiceNumber(api, company.company_id);
  const nextNumber = draft ? draft.invoice_number : counted;
  const { clients, save: saveClient } = useClients(api, company.company_id);
  const [values, setValues] = useState<InvoiceFormValues>(() =>
    draft ? valuesOf(draft) : emptyInvoice(company.company_currency, localIsoDate()),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<FieldIssues>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState<SaveAs | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  const preview = useMemo(() => previewInvoice(values), [values]);
  const issues: FieldIssues = useMemo(
    () => ({ ...(attempted ? submitIssues(values) : {}), ...preview.issues, ...serverIssues }),
    [attempted, values, preview.issues, serverIssues],
  );

  // After a refused submit, the cursor goes to the first field with a message.
  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const update = (patch: Partial<InvoiceFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerIssues({});
    setAlert(null);
  };
  const setText = (key: TextKey) => (value: string) => update({ [key]: value });
  const setItems = (change: (items: DraftItem[]) => DraftItem[]) =>
    update({ items: change(values.items) });

  const typeClientName = (name: string) => {
    const same = clients.find((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());
    update({ client_name: name, client_id: same?.client_id ?? null });
  };
  const pickClient = (client: ClientRecord) =>
    update({
      client_id: client.client_id,
      client_name: client.name,
      client_email: client.email,
      client_address: client.address,
    });
  async function saveAsNewClient() {
    const saved = await saveClient({
      name: values.client_name.trim(),
      email: values.client_email.trim(),
      address: values.client_address,
    });
    update({ client_id: saved.client_id });
    message.success(`${saved.name} is saved as a client.`);
  }

  async function submit(saveAs: SaveAs) {
    setAttempted(true);
    const problems = submitIssues(values);
    if (
      Object.keys(problems).length > 0 ||
      Object.keys(preview.issues).length > 0 ||
      !preview.figures
    ) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    setSending(saveAs);
    setAlert(null);
    const body = toCreateBody(values, company.company_id, preview.figures, nextNumber, saveAs);
    try {
      const saved = draft
        ? await api.call(invoiceCalls.updateInvoice, {
            params: { invoice_id: draft.invoice_id },
            body,
          })
        : await api.call(invoiceCalls.createInvoice, { body });
      message.success(
        saveAs === 'draft'
          ? `Draft invoice #${saved.invoice_number} saved.`
          : MESSAGES.formSubmitted,
      );
      navigate('/reports'); // spec section 4: a saved invoice goes to /reports
    } catch (error) {
      const { alert: text, field, fieldMessage } = submitError(error);
      if (field && fieldMessage) {
        setServerIssues({ [field]: fieldMessage });
        setFocusInvalid((n) => n + 1);
      }
      setAlert(text);
      setSending(null);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Invoice"
      onSubmit={(event) => {
        event.preventDefault();
        void submit('issued');
      }}
    >
      <Form layout="vertical" component={false}>
        <Card>
          <Row gutter={[24, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} md={12}>
              <Flex vertical gap={8}>
                <LogoField api={api} companyId={company.company_id} />
                <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                  {company.company_name}
                </Typography.Title>
              </Flex>
            </Col>
            <Col xs={24} md={12}>
              <Flex vertical gap={8} align="end">
                <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
                  INVOICE
                </Typography.Title>
                <Typography.Text
                  type="secondary"
                  aria-label="Invoice number"
                  title="The number is confirmed when the invoice is saved."
                >
                  # {nextNumber ?? '…'}
                </Typography.Text>
                <Form.Item label="Currency" htmlFor="invoice-currency" style={{ margin: 0 }}>
                  <Select<Currency>
                    id="invoice-currency"
                    aria-label="Currency"
                    style={{ width: 120 }}
                    value={values.currency}
                    onChange={(currency) => update({ currency })}
                    options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                  />
                </Form.Item>
              </Flex>
            </Col>
          </Row>

          <Row gutter={24}>
            <Col xs={24} md={12}>
              <ClientPicker
                clients={clients}
                name={values.client_name}
                clientId={values.client_id}
                error={issues.client_name}
                onType={typeClientName}
                onPick={pickClient}
                onSaveNew={saveAsNewClient}
              />
              <TextField
                id="invoice-client-email"
                label="Client email (optional)"
                placeholder="Where the invoice is sent"
                value={values.client_email}
                onChange={setText('client_email')}
                error={issues.client_email}
              />
              <TextField
                id="invoice-client-address"
                label="Client address (optional)"
                multiline
                value={values.client_address}
                onChange={setText('client_address')}
                error={issues.client_address}
              />
              <TextField
                id="invoice-ship-to"
                label="Ship to (optional)"
                multiline
                value={values.ship_to}
                onChange={setText('ship_to')}
                error={issues.ship_to}
              />
            </Col>
            <Col xs={24} md={12}>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <TextField
                    id="invoice-date"
                    label="Date"
                    type="date"
                    required
                    value={values.date}
                    onChange={setText('date')}
                    error={issues.date}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <TextField
                    id="invoice-payment-terms"
                    label="Payment terms"
                    placeholder="e.g. Net 30"
                    value={values.payment_terms}
                    onChange={setText('payment_terms')}
                    error={issues.payment_terms}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <TextField
                    id="invoice-due-date"
                    label="Due date"
                    type="date"
                    min={values.date}
                    value={values.due_date}
                    onChange={setText('due_date')}
                    error={issues.due_date}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <TextField
                    id="invoice-po-number"
                    label="PO number"
                    inputMode="numeric"
                    value={values.po_number}
                    onChange={setText('po_number')}
                    error={issues.po_number}
                  />
                </Col>
              </Row>
            </Col>
          </Row>

          <ItemsTable
            items={values.items}
            lineAmounts={preview.lineAmounts}
            issues={issues}
            focusKey={focusKey}
            onChange={(index, patch) =>
              setItems((items) => items.map((row, i) => (i === index ? { ...row, ...patch } : row)))
            }
            onDelete={(index) => setItems((items) => items.filter((_, i) => i !== index))}
            onAdd={() => {
              const row = newItem();
              setFocusKey(row.key);
              setItems((items) => [...items, row]);
            }}
          />

          <Row gutter={[24, 16]} style={{ marginTop: 24 }}>
            <Col xs={24} md={12}>
              <TextField
                id="invoice-notes"
                label="Notes (optional)"
                multiline
                placeholder="Anything the client should know"
                value={values.notes}
                onChange={setText('notes')}
                error={issues.notes}
              />
              <TextField
                id="invoice-terms"
                label="Terms (optional)"
                multiline
                placeholder="Payment and delivery terms"
                value={values.terms}
                onChange={setText('terms')}
                error={issues.terms}
              />
            </Col>
            <Col xs={24} md={12}>
              <TotalsPanel
                values={values}
                figures={preview.figures}
                issues={issues}
                onChange={(field: TotalsField, value) => update({ [field]: value })}
              />
            </Col>
          </Row>

          {alert && (
            <Alert type="error" title={alert} showIcon role="alert" style={{ marginTop: 16 }} />
          )}
          <Flex justify="end" wrap gap={12} style={{ marginTop: 16 }}>
            <Button
              size="large"
              loading={sending === 'draft'}
              disabled={sending !== null}
              onClick={() => void submit('draft')}
            >
              Save as draft
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={sending === 'issued'}
              disabled={sending !== null}
            >
              Issue invoice
            </Button>
          </Flex>
        </Card>
      </Form>
    </form>
  );
}
