import { Select, Typography } from 'antd';
import { useCompanies, useSelectedCompanyId } from '@fina/bus';
import { selectCompany } from '../session/session';

/** The side nav's company dropdown: selecting stores selectedCompany and tells every remote. */
export function CompanySelect() {
  const companies = useCompanies();
  const selected = useSelectedCompanyId();
  if (companies.length === 0) {
    return (
      <Typography.Text style={{ color: '#cde7e4', fontSize: 12 }}>No company yet</Typography.Text>
    );
  }
  return (
    <Select
      aria-label="Company"
      style={{ width: '100%' }}
      value={selected ?? undefined}
      onChange={(value: string) => selectCompany(value)}
      options={companies.map((company) => ({
        value: company.company_id,
        label: company.company_name,
      }))}
    />
  );
}
