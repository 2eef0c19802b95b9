import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, App, Breadcrumb, Flex, Spin } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDetailView } from './invoice-detail-view';
import { PaymentForm } from './payment-form';
import { statusOf } from './status-tag';
import { useInvoice } from './use-invoice';

/**
 * /reports/invoice/:invoiceId: the invoice, its PDF and its payments. An invoice that does not
 * exist or is not the user's goes back to /reports (spec section 4); so does choosing another
 * company in the side menu.
 */
export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const api = useApi('mfe-operations');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [load, setInvoice] = useInvoice(api, invoiceId);
  const companyId = useSelectedCompanyId();
  const shownCompanyId = useRef(companyId);

  useEffect(() => {
    if (load.state !== 'not-found') return;
    message.warning('That invoice was not found.');
    navigate('/reports', { replace: true });
  }, [load.state, message, navigate]);

  // Switching companies leaves this invoice; the first selection (on a fresh load) does not.
  useEffect(() => {
    const previous = shownCompanyId.current;
    shownCompanyId.current = companyId;
    if (previous && companyId && previous !== companyId) navigate('/reports');
  }, [companyId, navigate]);

  const invoice = load.state === 'loaded' ? load.invoice : null;
  const title = invoice ? `Invoice #${invoice.invoice_number}` : 'Invoice';
  return (
    <Page
      title={title}
      extra={invoice && <InvoiceActions api={api} invoice={invoice} onChanged={setInvoice} />}
    >
      <Breadcrumb items={[{ title: <Link to="/reports">Reports</Link> }, { title }]} />
      {(load.state === 'loading' || load.state === 'not-found') && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="Loading the invoice" />
        </Flex>
      )}
      {load.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The invoice could not be loaded. Please try again later."
        />
      )}
      {invoice && (
        <InvoiceDetailView
          invoice={invoice}
          paymentForm={
            // Only an issued invoice with a balance left takes a payment.
            statusOf(invoice) === 'due' || statusOf(invoice) === 'overdue' ? (
              <PaymentForm
                key={invoice.balance_due}
                api={api}
                invoice={invoice}
                onRecorded={setInvoice}
              />
            ) : null
          }
        />
      )}
    </Page>
  );
}
