import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import { createOwner, request, validDraft } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
});
afterAll(() => t.dispose());

describe('invoice numbering', () => {
  it('gives 20 concurrent create_invoice calls for one company the numbers 1..20', async () => {
    const owner = await createOwner(t.app, 'busy');
    const other = await createOwner(t.app, 'other');
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        request(t.app, 'POST', 'create_invoice', owner.token, {
          ...validDraft(owner.companyId, { client_name: `Client ${i}` }),
          // The form's preview number is ignored: the server's number wins.
          invoice_number: 1,
        }),
      ),
      ...Array.from({ length: 3 }, () =>
        request(t.app, 'POST', 'create_invoice', other.token, validDraft(other.companyId)),
      ),
    ]);
    expect(responses.map((res) => res.statusCode)).toEqual(Array(23).fill(201));
    const numbers = responses.slice(0, 20).map((res) => res.json().invoice_number as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Another company counts on its own.
    const others = responses.slice(20).map((res) => res.json().invoice_number as number);
    expect(others.sort()).toEqual([1, 2, 3]);

    const count = await request(
      t.app,
      'GET',
      `company/${owner.companyId}/invoice/count`,
      owner.token,
    );
    expect(count.json()).toEqual({ total: 20 });
    const next = await request(
      t.app,
      'POST',
      'create_invoice',
      owner.token,
      validDraft(owner.companyId),
    );
    expect(next.json().invoice_number).toBe(21);
  });
});
