import { Select, Typography } from 'antd';
import { useCompanies } from '@fina/bus';

interface CompanyFieldProps {
  value: string;
  onChange: (companyId: string) => void;
  id?: string;
  error?: string | undefined;
}

/** 'Select a company': the user's companies (the side nav's list). */
export function CompanyField({ value, onChange, id, error }: CompanyFieldProps) {
  const companies = useCompanies();
  if (companies.length === 0) {
    return (
      <Typography.Text type="warning">
        You have no company yet: add one with &lsquo;Add a company&rsquo; in the side menu.
      </Typography.Text>
    );
  }
  return (
    <Select
      id={id}
      aria-label="Select a company"
      placeholder="Select a company"
      style={{ width: '100%' }}
      value={value || undefined}
      onChange={onChange}
      status={error ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      options={companies.map((company) => ({
        value: company.company_id,
        label: `${company.company_name} (${company.company_currency})`,
      }))}
    />
  );
}
