import { Route, Routes } from 'react-router-dom';
import { RequisitionDetailPage } from './requisition-detail-page';
import { RequisitionFormPage } from './requisition-form-page';
import { RequisitionListPage } from './requisition-list-page';

/** Under /record-operations/purchase-requisition-form: the form, the list, one requisition. */
export function PurchaseRequisitionRoutes() {
  return (
    <Routes>
      <Route index element={<RequisitionFormPage />} />
      <Route path="requisitions" element={<RequisitionListPage />} />
      <Route path="requisitions/:requisitionId" element={<RequisitionDetailPage />} />
    </Routes>
  );
}
