import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import type { RequisitionStatus } from '@fina/contract';
import { documentsService } from '@fina/documents';
import type { Owner } from '../invoices/test-support';
import { createOwner, request } from '../invoices/test-support';

let t: TestApp;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'req-status-owner');
  stranger = await createOwner(t.app, 'req-status-stranger');
});
afterAll(() => t.dispose());

const createRequisition = async (status?: 'draft' | 'submitted') => {
  const res = await request(t.app, 'POST', 'purchase_requisition', owner.token, {
    company_id: owner.companyId,
    purpose: 'New oven',
    date: '2026-03-01',
    items: [{ item: 'Oven', quantity: '1', rate: '900' }],
    ...(status ? { status } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { requisition_id: string; status: RequisitionStatus };
};
const move = (id: string, status: string, who: Owner = owner) =>
  request(t.app, 'POST', `purchase_requisition/${id}/status`, who.token, { status });

describe('requisition statuses', () => {
  it('starts submitted (or draft when saved as one) and shows the status in the list', async () => {
    const submitted = await createRequisition();
    const draft = await createRequisition('draft');
    expect(submitted.status).toBe('submitted');
    expect(draft.status).toBe('draft');
    const list = (
      await request(t.app, 'GET', `company/${owner.companyId}/purchase_requisition`, owner.token)
    ).json() as { requisition_id: string; status: string }[];
    expect(list.find((r) => r.requisition_id === draft.requisition_id)?.status).toBe('draft');
  });

  it('follows the allowed moves: draft → submitted → rejected → draft → submitted → approved', async () => {
    const { requisition_id: id } = await createRequisition('draft');
    for (const status of ['submitted', 'rejected', 'draft', 'submitted', 'approved']) {
      const res = await move(id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status });
      expect(res.json().status_changed_at).toEqual(expect.any(String));
    }
  });

  it('refuses a forbidden move with 409 naming status, and keeps the status', async () => {
    const { requisition_id: id } = await createRequisition('draft');
    const skip = await move(id, 'approved');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      field: 'status',
      message: 'A draft requisition cannot be marked approved. It can go to: submitted.',
    });
    await move(id, 'submitted');
    await move(id, 'approved');
    const final = await move(id, 'rejected');
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toContain('It is final.');
    const read = await request(t.app, 'GET', `purchase_requisition/${id}`, owner.token);
    expect(read.json().status).toBe('approved');
  });

  it('refuses an unknown status (400) and a stranger (404)', async () => {
    const { requisition_id: id } = await createRequisition();
    const unknown = await move(id, 'paid');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'status' });
    expect((await move(id, 'approved', stranger)).statusCode).toBe(404);
    expect((await move('not-a-uuid', 'approved')).statusCode).toBe(404);
    const read = await request(t.app, 'GET', `purchase_requisition/${id}`, owner.token);
    expect(read.json().status).toBe('submitted');
  });
});
