import { useState } from 'react';
import { Alert, App, Input, Radio, Select } from 'antd';
import { CURRENCIES, INDUSTRIES, MESSAGES, companyCalls } from '@fina/contract';
import type { CompanyDetails, Currency, Industry } from '@fina/contract';
import { bus } from '@fina/bus';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { EditableSection } from './editable-section';
import { changedFields } from './changed-fields';
import { useLoaded } from './use-loaded';

interface Form {
  company_name: string;
  company_address: string;
  website: string;
  industry: Industry | '';
  tech_startup: boolean | undefined;
  company_currency: Currency | undefined;
}
const EMPTY: Form = {
  company_name: '',
  company_address: '',
  website: '',
  industry: '',
  tech_startup: undefined,
  company_currency: undefined,
};

/** The edit form starts with the stored values, so the fields show what is saved. */
function formOf(company: CompanyDetails | null): Form {
  if (!company) return EMPTY;
  return {
    company_name: company.company_name,
    company_address: company.company_address,
    website: company.website,
    industry: (INDUSTRIES as readonly string[]).includes(company.industry)
      ? (company.industry as Industry)
      : '',
    tech_startup: company.tech_startup,
    company_currency: company.company_currency,
  };
}

export function CompanySection({ companyId }: { companyId: string }) {
  const { message } = App.useApp();
  const company = useLoaded(
    () => shellApi.call(companyCalls.getCompanyDetails, { query: { company_id: companyId } }),
    [companyId],
  );
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const current = company.data;
  const currencyChanges = Boolean(
    current && form.company_currency && form.company_currency !== current.company_currency,
  );

  async function save() {
    try {
      const updated = await shellApi.call(companyCalls.updateCompanyInfo, {
        body: { company_id: companyId, ...changedFields(form, formOf(current)) },
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

  return (
    <EditableSection
      title="Company information"
      loading={company.loading}
      loadError={company.error}
      onEdit={() => setForm(formOf(current))}
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
              onChange={(e) => set({ company_name: e.target.value })}
            />
          </Field>
          <Field label="Address">
            <Input
              value={form.company_address}
              onChange={(e) => set({ company_address: e.target.value })}
            />
          </Field>
          <Field label="Industry">
            <Select
              aria-label="Industry"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select an industry"
              value={form.industry || undefined}
              onChange={(industry?: Industry) => set({ industry: industry ?? '' })}
              options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
            />
          </Field>
          <Field label="Website">
            <Input value={form.website} onChange={(e) => set({ website: e.target.value })} />
          </Field>
          <Field label="Currency">
            <Select
              aria-label="Currency"
              value={form.company_currency}
              onChange={(company_currency: Currency) => set({ company_currency })}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            />
          </Field>
          {currencyChanges && (
            <Alert
              type="warning"
              showIcon
              title={`New documents will be in ${form.company_currency}.`}
              description={`Invoices, budgets and statements you already made keep their currency (${current?.company_currency}).`}
            />
          )}
          <Radio.Group
            aria-label="Tech startup"
            value={form.tech_startup}
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
