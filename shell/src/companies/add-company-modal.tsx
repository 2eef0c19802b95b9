import { useState } from 'react';
import { Alert, App, Flex, Input, Modal, Radio, Select, Typography } from 'antd';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_INDUSTRY,
  INDUSTRIES,
  MESSAGES,
  companyCalls,
} from '@fina/contract';
import type { Currency, Industry } from '@fina/contract';
import { Field } from '@fina/ui';
import { isApiError } from '@fina/api-client';
import { shellApi } from '../session/api';
import { refreshCompanies } from './company-list';

interface Props {
  open: boolean;
  onClose: () => void;
}

interface CompanyForm {
  company_name: string;
  industry: Industry;
  company_address: string;
  website: string;
  tech_startup: boolean;
  currency: Currency;
}

const DEFAULTS: CompanyForm = {
  company_name: '',
  industry: DEFAULT_INDUSTRY,
  company_address: '',
  website: '',
  tech_startup: true,
  currency: DEFAULT_CURRENCY,
};

/** Every field is required in the modal (spec section 5). */
export function companyFormError(form: CompanyForm): string | null {
  const blank = [form.company_name, form.company_address, form.website].some((v) => !v.trim());
  return blank || !form.industry || !form.currency ? MESSAGES.companyAllFields : null;
}

/** 'Add a new company?': the new company appears in the dropdown, selected, without a reload. */
export function AddCompanyModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const [form, setForm] = useState<CompanyForm>(DEFAULTS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CompanyForm>) => setForm((current) => ({ ...current, ...patch }));

  const close = () => {
    setForm(DEFAULTS);
    setError(null);
    onClose();
  };

  async function submit() {
    const invalid = companyFormError(form);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      const { company } = await shellApi.call(companyCalls.createCompany, { body: form });
      await refreshCompanies(company.company_id);
      message.success(MESSAGES.companyAdded);
      close();
    } catch (caught) {
      setError(isApiError(caught) && caught.status === 400 ? caught.message : MESSAGES.checkInputs);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Add a new company?"
      okText="Submit"
      cancelText="Cancel"
      onOk={submit}
      onCancel={close}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {error && <Alert type="error" title={error} showIcon role="alert" />}
        <Field label="Company name">
          <Input
            value={form.company_name}
            onChange={(e) => set({ company_name: e.target.value })}
          />
        </Field>
        <Field label="Industry">
          <Select
            aria-label="Industry"
            style={{ width: '100%' }}
            showSearch={{ optionFilterProp: 'label' }}
            value={form.industry}
            onChange={(industry: Industry) => set({ industry })}
            options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
          />
        </Field>
        <Field label="Address">
          <Input
            value={form.company_address}
            onChange={(e) => set({ company_address: e.target.value })}
          />
        </Field>
        <Field label="Website">
          <Input value={form.website} onChange={(e) => set({ website: e.target.value })} />
        </Field>
        <Field label="Currency">
          <Select
            aria-label="Currency"
            style={{ width: '100%' }}
            value={form.currency}
            onChange={(currency: Currency) => set({ currency })}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          />
        </Field>
        <Flex vertical gap={4}>
          <Typography.Text>Tech startup?</Typography.Text>
          <Radio.Group
            aria-label="Tech startup"
            value={form.tech_startup}
            onChange={(e) => set({ tech_startup: e.target.value as boolean })}
            options={[
              { value: true, label: 'Yes' },
              { value: false, label: 'No' },
            ]}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
