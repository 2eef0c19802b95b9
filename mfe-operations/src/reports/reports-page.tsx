import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSelectedCompanyId } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import type { InvoiceFilters } from './invoice-filters';
import { NO_FILTERS, applyFilters } from './invoice-filters';
import { InvoiceTotals } from './invoice-totals';
import { InvoicesTable } from './invoices-table';
import { ReportsFilters } from './reports-filters';
import { useCompanyInvoices } from './use-company-invoices';

/**
 * /reports: the selected company's invoices, filtered by status and date, with the totals of
 * what is shown and a way to write a new one; follows the company dropdown without a reload.
 */
export function ReportsPage() {
  const api = useApi('mfe-operations');
  const navigate = useNavigate();
  const companyId = useSelectedCompanyId();
  const { invoices, loading, failed, reload } = useCompanyInvoices(api, companyId);
  const [filters, setFilters] = useState<InvoiceFilters>(NO_FILTERS);
  const shown = useMemo(() => applyFilters(invoices, filters), [invoices, filters]);
  return (
    <Page
      title="Reports"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/record-operations/invoice')}
        >
          New invoice
        </Button>
      }
    >
      <Flex vertical gap={12}>
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
        <ReportsFilters filters={filters} onChange={setFilters} />
        <InvoicesTable invoices={shown} loading={loading} />
        <InvoiceTotals invoices={shown} />
      </Flex>
    </Page>
  );
}
