import { Alert, Button } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { InvoicesTable } from './invoices-table';
import { useCompanyInvoices } from './use-company-invoices';

/** /reports: the selected company's invoices; follows the company dropdown without a reload. */
export function ReportsPage() {
  const api = useApi('mfe-operations');
  const companyId = useSelectedCompanyId();
  const { invoices, loading, failed, reload } = useCompanyInvoices(api, companyId);
  return (
    <Page title="Reports">
      {failed && (
        <Alert
          type="warning"
          showIcon
          title="The invoices could not be loaded."
          action={
            <Button size="small" onClick={reload}>
              Try again
            </Button>
          }
        />
      )}
      <InvoicesTable invoices={invoices} loading={loading} />
    </Page>
  );
}
