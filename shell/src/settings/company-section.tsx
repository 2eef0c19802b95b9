import { useState } from 'react';
import { App, Input, Radio, Select } from 'antd';
import { INDUSTRIES, MESSAGES, companyCalls } from '@fina/contract';
import type { Industry } from '@fina/contract';
import { bus } from '@fina/bus';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { EditableSection } from './editable-section';
import { useLoaded } from './use-loaded';

interface Form {
  company_name: string;
  company_address: string;
  website: string;
  industry: Industry | '';
  tech_startup: boolean | undefined;
}
const EMPTY: Form = {
  company_name: '',
  company_address: '',
  website: '',
  industry: '',
  tech_startup: undefined,
};

export function CompanySection({ companyId }: { companyId: string }) {
  const { message } = App.useApp();
  const company = useLoaded(
    () => shellApi.call(companyCalls.getCompanyDetails, { query: { company_id: companyId } }),
    [companyId],
  );
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  async function save() {
    try {
      const updated = await shellApi.call(companyCalls.updateCompanyInfo, {
        body: { company_id: companyId, ...form },
      });
      company.set(updated);
      setForm(EMPTY);
      message.success(MESSAGES.companyUpdated);
      bus.publish('app:companies:refresh', { source: 'shell:settings' });
    } catch (caught) {
      throw new Error(isApiError(caught) ? caught.message : MESSAGES.checkInputs, {
        cause: caught,
      });
    }
  }

  const current = company.data;
  return (
    <EditableSection
      title="Company information"
      loading={company.loading}
      loadError={company.error}
      onEdit={() => setForm(EMPTY)}
      fields={[
        { label: 'Company name', value: current?.company_name },
        { label: 'Address', value: current?.company_address },
        { label: 'Industry', value: current?.industry },
        { label: 'Website', value: current?.website },
        { label: 'Tech startup', value: current ? (current.tech_startup ? 'Yes' : 'No') : '' },
        { label: 'Currency', value: current?.company_currency },
      ]}
      onSave={save}
      renderEdit={() => (
        <>
          <Field label="Company name">
            <Input
              value={form.company_name}
              placeholder={current?.company_name}
              onChange={(e) => set({ company_name: e.target.value })}
            />
          </Field>
          <Field label="Address">
            <Input
              value={form.company_address}
              placeholder={current?.company_address}
              onChange={(e) => set({ company_address: e.target.value })}
            />
          </Field>
          <Field label="Industry">
            <Select
              aria-label="Industry"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={current?.industry}
              value={form.industry || undefined}
              onChange={(industry?: Industry) => set({ industry: industry ?? '' })}
              options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
            />
          </Field>
          <Field label="Website">
            <Input
              value={form.website}
              placeholder={current?.website}
              onChange={(e) => set({ website: e.target.value })}
            />
          </Field>
          <Radio.Group
            aria-label="Tech startup"
            value={form.tech_startup ?? current?.tech_startup}
            onChange={(e) => set({ tech_startup: e.target.value as boolean })}
            options={[
              { value: true, label: 'Tech startup' },
              { value: false, label: 'Not a tech startup' },
            ]}
          />
        </>
      )}
    />
  );
}
