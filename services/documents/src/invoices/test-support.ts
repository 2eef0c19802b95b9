/** Set-up shared by the invoice service tests: owners, companies, requests, a tiny image. */
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX } from '@fina/contract';
import type { InvoiceDraft } from '@fina/contract';
import { apiUrl, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner } from '@fina/service-kit/testing';

export const CHAT = SERVICE_PREFIX.chat;

/** A user with one company and a token: the kit's test helper, under this folder's name. */
export type Owner = CompanyOwner;
export const createOwner = createCompanyOwner;

/** An invoice the engine accepts: subtotal 56.00, discount 7.00, tax 5.88, total 59.38. */
export function validDraft(companyId: string, overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    company_id: companyId,
    client_name: 'Acme Corp',
    ship_to: '1 Harbour Road',
    date: '2026-03-01',
    due_date: '2026-03-31',
    payment_terms: 'Net 30',
    po_number: '4521',
    items: [
      { item: 'Coffee (kg)', quantity: '2', rate: '19.99' },
      { item: 'Consulting (h)', quantity: 1.5, rate: '10.01' },
      { item: 'Stickers', quantity: '3', rate: '0.333' },
    ],
    notes: 'Thank you!',
    terms: 'Pay by transfer.',
    discount_in_percent: '12.5',
    tax_in_percent: 12,
    shipping_cost: '4.50',
    amount_paid: '20',
    ...overrides,
  };
}

export function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | undefined,
  payload?: object,
) {
  return app.inject({
    method,
    url: apiUrl(method, path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A multipart body with one file part. */
export function multipart(field: string, fileName: string, type: string, bytes: Buffer) {
  const boundary = `----fina${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1 × 1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
