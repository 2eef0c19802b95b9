/**
 * The /record-operations area: the home with its cards and each operation's feature. The
 * router lives at the app's root because it composes features (a feature imports none).
 */
import { Route, Routes } from 'react-router-dom';
import { InvoicePage } from './invoice/invoice-page';
import { PayrollPage } from './payroll/payroll-page';
import { PurchaseRequisitionRoutes } from './purchase-requisition/purchase-requisition-routes';
import { OperationsHome } from './record-operations/operations-home';
import { SalesPage } from './sales/sales-page';
import { SalesUploadPage } from './sales/sales-upload-page';
import { ExpensesPage } from './expenses/expenses-page';
import { BankStatementPage } from './bank-statements/bank-statement-page';
import { TransactionsPage } from './transactions/transactions-page';

export function RecordOperationsRoutes() {
  return (
    <Routes>
      <Route index element={<OperationsHome />} />
      <Route path="invoice" element={<InvoicePage />} />
      <Route path="payroll" element={<PayrollPage />} />
      <Route path="sales" element={<SalesPage />} />
      <Route path="sales/upload" element={<SalesUploadPage />} />
      <Route path="expenses" element={<ExpensesPage />} />
      <Route path="bank-statement" element={<BankStatementPage />} />
      <Route path="transactions" element={<TransactionsPage />} />
      <Route path="purchase-requisition-form/*" element={<PurchaseRequisitionRoutes />} />
    </Routes>
  );
}
