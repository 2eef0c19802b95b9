import { Link } from 'react-router-dom';
import { Breadcrumb, Empty } from 'antd';
import { useSelectedCompany } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { InvoiceForm } from './invoice-form';

/** /record-operations/invoice: the form for the selected company (a new form when it changes). */
export function InvoicePage() {
  const api = useApi('mfe-operations');
  const company = useSelectedCompany();
  return (
    <Page title="Invoice">
      <Breadcrumb
        items={[
          { title: <Link to="/record-operations">Record Operations</Link> },
          { title: 'Invoice' },
        ]}
      />
      {company ? (
        <InvoiceForm key={company.company_id} api={api} company={company} />
      ) : (
        <Empty description="Add or select a company in the side menu to write an invoice." />
      )}
    </Page>
  );
}
