import { useState } from 'react';
import { Input, InputNumber } from 'antd';
import { companyCalls } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { EditableSection } from './editable-section';
import { useLoaded } from './use-loaded';

interface Form {
  products: string;
  services: string;
  total_no_products: number | null;
}
const EMPTY: Form = { products: '', services: '', total_no_products: null };

export function ProductSection({ companyId }: { companyId: string }) {
  const product = useLoaded(
    () => shellApi.call(companyCalls.getProductDetails, { query: { company_id: companyId } }),
    [companyId],
  );
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  async function save() {
    try {
      await shellApi.call(companyCalls.updateProductInfo, {
        body: {
          company_id: companyId,
          products: form.products,
          services: form.services,
          ...(form.total_no_products === null ? {} : { total_no_products: form.total_no_products }),
        },
      });
      product.set(
        await shellApi.call(companyCalls.getProductDetails, { query: { company_id: companyId } }),
      );
      setForm(EMPTY);
    } catch (caught) {
      throw new Error(isApiError(caught) ? caught.message : 'Could not save. Please try again.', {
        cause: caught,
      });
    }
  }

  const current = product.data;
  return (
    <EditableSection
      title="Product information"
      loading={product.loading}
      loadError={product.error}
      onEdit={() =>
        setForm(
          current
            ? {
                products: current.products,
                services: current.services,
                total_no_products: current.total_no_products,
              }
            : EMPTY,
        )
      }
      fields={[
        { label: 'Products', value: current?.products },
        { label: 'Services', value: current?.services },
        { label: 'Number of products', value: current ? String(current.total_no_products) : '' },
      ]}
      onSave={save}
      renderEdit={() => (
        <>
          <Field label="Products">
            <Input value={form.products} onChange={(e) => set({ products: e.target.value })} />
          </Field>
          <Field label="Services">
            <Input value={form.services} onChange={(e) => set({ services: e.target.value })} />
          </Field>
          <Field label="Number of products">
            <InputNumber
              aria-label="Number of products"
              min={0}
              precision={0}
              style={{ width: '100%' }}
              value={form.total_no_products}
              onChange={(value) => set({ total_no_products: value })}
            />
          </Field>
        </>
      )}
    />
  );
}
