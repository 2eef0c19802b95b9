import { Route, Routes } from 'react-router-dom';
import { InvoiceDetailPage } from './invoice-detail-page';
import { ReportsPage } from './reports-page';

export function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<ReportsPage />} />
      <Route path="invoice/:invoiceId" element={<InvoiceDetailPage />} />
    </Routes>
  );
}
