import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumb, Button, Empty } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { DEFAULT_CURRENCY } from '@fina/contract';
import { useSelectedCompany, useSelectedCompanyId } from '@fina/bus';
import { Page } from '@fina/ui';
import { RequisitionForm } from './requisition-form';

/**
 * /record-operations/purchase-requisition-form. The form belongs to the selected company:
 * switching company remounts it (its key) with that company's currency and next number.
 */
export function RequisitionFormPage() {
  const companyId = useSelectedCompanyId();
  const company = useSelectedCompany();
  const navigate = useNavigate();
  return (
    <Page
      title="Purchase Requisition"
      extra={
        <Button
          icon={<UnorderedListOutlined aria-hidden />}
          onClick={() => navigate('requisitions')}
        >
          All requisitions
        </Button>
      }
    >
      <Breadcrumb
        items={[
          { title: <Link to="/record-operations">Record Operations</Link> },
          { title: 'Purchase requisition' },
        ]}
      />
      {companyId ? (
        <RequisitionForm
          key={companyId}
          companyId={companyId}
          currency={company?.company_currency ?? DEFAULT_CURRENCY}
        />
      ) : (
        <Empty description="Add or select a company to request a purchase." />
      )}
    </Page>
  );
}
