import { Link, Route, Routes, useParams } from 'react-router-dom';
import { Breadcrumb, Empty } from 'antd';
import { MESSAGES } from '@fina/contract';
import { Page, UpcomingFeature } from '@fina/ui';

function ReportsPage() {
  return (
    <Page title="Reports">
      <Empty description={MESSAGES.noDataFound} />
    </Page>
  );
}

function InvoiceDetailPage() {
  const { invoiceId } = useParams();
  return (
    <Page title={`Invoice ${invoiceId ?? ''}`}>
      <Breadcrumb items={[{ title: <Link to="/reports">Reports</Link> }, { title: 'Invoice' }]} />
      <UpcomingFeature>The invoice, its payments and its PDF.</UpcomingFeature>
    </Page>
  );
}

export function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<ReportsPage />} />
      <Route path="invoice/:invoiceId" element={<InvoiceDetailPage />} />
    </Routes>
  );
}
