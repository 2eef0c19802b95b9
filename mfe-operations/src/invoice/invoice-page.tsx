import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Breadcrumb, Empty, Flex, Spin } from 'antd';
import { useSelectedCompany } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { InvoiceForm } from './invoice-form';
import { useDraft } from './use-draft';

/**
 * /record-operations/invoice: the form for the selected company (a new form when it changes);
 * `?edit=<id>` edits that draft (an issued or void invoice is never edited).
 */
export function InvoicePage() {
  const api = useApi('mfe-operations');
  const company = useSelectedCompany();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const draft = useDraft(api, editId);
  const title = editId ? 'Edit draft invoice' : 'Invoice';
  return (
    <Page title={title}>
      <Breadcrumb
        items={[{ title: <Link to="/record-operations">Record Operations</Link> }, { title }]}
      />
      {!company && (
        <Empty description="Add or select a company in the side menu to write an invoice." />
      )}
      {company && draft.state === 'loading' && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="Loading the draft" />
        </Flex>
      )}
      {company && draft.state === 'refused' && (
        <Alert
          type="warning"
          showIcon
          title={draft.message}
          action={<Link to="/reports">Back to Reports</Link>}
        />
      )}
      {company && draft.state === 'new' && (
        <InvoiceForm key={company.company_id} api={api} company={company} />
      )}
      {company && draft.state === 'loaded' && (
        <InvoiceForm
          key={draft.invoice.invoice_id}
          api={api}
          company={company}
          draft={draft.invoice}
        />
      )}
    </Page>
  );
}
