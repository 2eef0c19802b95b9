/** Set-up shared by the planning service tests: requests, multipart bodies, questionnaires. */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { apiUrl } from '@fina/service-kit/testing';
import type { CompanyOwner } from '@fina/service-kit/testing';

/** A multipart body as a browser sends it (Node's FormData, encoded by Response). */
export async function multipartBody(
  parts: Record<string, string | { filename: string; data: Uint8Array }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)]), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export function caller(app: FastifyInstance, owner: Pick<CompanyOwner, 'token'>) {
  const auth = { authorization: `Bearer ${owner.token}` };
  return {
    async call(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      payload?: unknown,
      url = apiUrl(method, path.split('?')[0] ?? path) +
        (path.includes('?') ? `?${path.split('?')[1]}` : ''),
    ): Promise<LightMyRequestResponse> {
      return app.inject({
        method,
        url,
        headers: auth,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async multipart(
      path: string,
      parts: Record<string, string | { filename: string; data: Uint8Array }>,
    ): Promise<LightMyRequestResponse> {
      const body = await multipartBody(parts);
      return app.inject({
        method: 'POST',
        url: apiUrl('POST', path),
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

/** The existing-business questionnaire's text fields (tables as JSON text). */
export function existingFields(
  companyId: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    company_id: companyId,
    growth_rate: '20%',
    product_table: JSON.stringify([
      { product: 'Coffee', price: '4.50' },
      { product: 'Pastry', price: '3.25' },
    ]),
    operations_hiring_table: JSON.stringify([{ role: 'Barista', salary: '2200', month: 'April' }]),
    sales_marketing_hiring_table: '[]',
    technology_hiring_table: '[]',
    ppe_table: JSON.stringify([
      { purchase: 'Espresso machine', amount: '12000', month: 'March', lifespan: '5' },
    ]),
    growth_plan: JSON.stringify({ new_branch: true, add_a_salesperson: false }),
    ...extra,
  };
}
