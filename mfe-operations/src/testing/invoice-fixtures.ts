import type { InvoiceDetail } from '@fina/contract';
import { COMPANY_ID } from './signed-in';

/** An invoice as the chat service answers it (subtotal 56.00, total 59.38, 20.00 paid). */
export function invoiceFixture(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    invoice_id: '11111111-2222-4333-8444-555555555555',
    invoice_number: 7,
    company_id: COMPANY_ID,
    company_name: 'Bakery',
    company_address: '5 Baker Street, Quezon City',
    state: 'issued',
    client_id: null,
    client_name: 'Acme Corp',
    client_email: 'ap@acme.example',
    client_address: '',
    ship_to: '1 Harbour Road',
    date: '2026-03-01',
    due_date: '2999-03-31',
    payment_terms: 'Net 30',
    po_number: '4521',
    items: [
      { item: 'Coffee (kg)', quantity: '2', rate: '19.99', amount: '39.98' },
      { item: 'Consulting (h)', quantity: '1.5', rate: '10.01', amount: '15.02' },
      { item: 'Stickers', quantity: '3', rate: '0.333', amount: '1.00' },
    ],
    notes: 'Thank you!',
    terms: 'Pay by transfer.',
    currency: 'USD',
    sub_total: '56.00',
    discount_in_percent: '12.5',
    discount: '7.00',
    tax_in_percent: '12',
    tax: '5.88',
    shipping_cost: '4.50',
    total: '59.38',
    amount_paid: '20.00',
    balance_due: '39.38',
    status: 'due',
    logo: null,
    issued_at: '2026-03-01T10:00:00.000Z',
    voided_at: null,
    void_reason: '',
    sent_at: null,
    sent_to: '',
    created_at: '2026-03-01T10:00:00.000Z',
    payments: [
      {
        payment_id: 'aaaaaaaa-2222-4333-8444-555555555555',
        amount: '20.00',
        date: '2026-03-01',
        created_at: '2026-03-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
