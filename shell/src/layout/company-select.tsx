import { useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useCompanies, useSelectedCompanyId } from '@fina/bus';
import { selectCompany } from '../session/session';
import { AddCompanyModal } from '../companies/add-company-modal';

/** The side nav's company dropdown: selecting stores selectedCompany and tells every remote. */
export function CompanySelect() {
  const [adding, setAdding] = useState(false);
  return (
    <Flex vertical gap={6}>
      <CompanyDropdown />
      <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        Add a company
      </Button>
      <AddCompanyModal open={adding} onClose={() => setAdding(false)} />
    </Flex>
  );
}

function CompanyDropdown() {
  const companies = useCompanies();
  const selected = useSelectedCompanyId();
  if (companies.length === 0) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        No company yet
      </Typography.Text>
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
