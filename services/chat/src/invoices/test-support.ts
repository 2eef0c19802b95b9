/** Set-up shared by the invoice service tests: owners, companies, requests, a tiny image. */
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX } from '@fina/contract';
import type { InvoiceDraft } from '@fina/contract';
import { companies, users } from '@fina/db';
import { signToken } from '@fina/service-kit';

export const CHAT = SERVICE_PREFIX.chat;

export interface Owner {
  userId: string;
  token: string;
  companyId: string;
}

/** A user with one company (in `currency`), and a token for them. */
export async function createOwner(
  app: FastifyInstance,
  name: string,
  currency: 'USD' | 'PHP' | 'GBP' | 'MXN' = 'USD',
): Promise<Owner> {
  const [user] = await app.db
    .insert(users)
    .values({ email: `${name}.${Date.now()}.${Math.random()}@example.com`, passwordHash: 'x' })
    .returning();
  if (!user) throw new Error('no user');
  const [company] = await app.db
    .insert(companies)
    .values({ ownerId: user.id, companyName: `${name} Trading`, companyCurrency: currency })
    .returning();
  if (!company) throw new Error('no company');
  return { userId: user.id, token: signToken(app, user), companyId: company.id };
}

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
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  payload?: object,
) {
  return app.inject({
    method,
    url: `${CHAT}/${path}`,
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
