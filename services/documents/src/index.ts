export { documentsService } from './plugin';
export type { DocumentsServiceOptions } from './plugin';
// The ledger (bank lines matched to invoices) records and takes back payments with this code.
export { recordPayment, removePayment } from './invoices/payments';
// The stored balance-sheet row columns, read by planning for the opening position.
export { ROW_COLUMNS } from './balance-sheets/row-columns';
