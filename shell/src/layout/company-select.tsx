import { Suspense, lazy, useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useCompanies, useSelectedCompanyId } from '@fina/bus';
import { selectCompany } from '../session/session';

// The form (and the company calls' zod schemas) loads when the user first asks for it, not
// with every signed-in page.
const AddCompanyModal = lazy(() =>
  import('../companies/add-company-modal').then((m) => ({ default: m.AddCompanyModal })),
);

/**
 * The side nav's company dropdown: selecting stores selectedCompany and tells every remote.
 * `onOpenForm` runs when the Add-company form opens (on a phone the nav drawer closes, so the
 * form is not left with the drawer open behind it).
 */
export function CompanySelect({ onOpenForm }: { onOpenForm?: () => void }) {
  const [adding, setAdding] = useState(false);
  // Mounted from the first open on, so closing keeps the modal's own animation.
  const [wanted, setWanted] = useState(false);
  return (
    <Flex vertical gap={6}>
      <CompanyDropdown />
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => {
          setWanted(true);
          setAdding(true);
          onOpenForm?.();
        }}
      >
        Add a company
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AddCompanyModal open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
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
