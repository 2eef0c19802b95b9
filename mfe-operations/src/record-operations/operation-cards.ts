/** The seven cards of /record-operations (spec section 2); `to` is relative to it. */
export const OPERATION_CARDS = [
  {
    key: 'invoice',
    title: 'Invoice',
    text: 'Bill a client and track what they owe.',
    to: 'invoice',
  },
  {
    key: 'sales-day',
    title: 'Record sales manually per day',
    text: 'Enter the day’s sales; see each month by day.',
    to: 'sales',
  },
  {
    key: 'sales-upload',
    title: 'Upload excel file of sales',
    text: 'Import sales from a workbook.',
    to: 'sales/upload',
  },
  {
    key: 'expenses',
    title: 'Record expenses',
    text: 'Keep track of what you spend.',
    to: 'expenses',
  },
  {
    key: 'bank',
    title: 'Upload bank statement',
    text: 'Import a bank statement, then categorise and match its lines.',
    to: 'bank-statement',
  },
  {
    key: 'payroll',
    title: 'Payroll',
    text: 'Pay dates and gross pay for your team.',
    to: 'payroll',
  },
  {
    key: 'requisition',
    title: 'Purchase requisition form',
    text: 'Request a purchase for approval.',
    to: 'purchase-requisition-form',
  },
] as const;
