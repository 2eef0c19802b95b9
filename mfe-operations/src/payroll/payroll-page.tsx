import { useNavigate } from 'react-router-dom';
import { Button, Empty } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { DEFAULT_CURRENCY } from '@fina/contract';
import { useSelectedCompany, useSelectedCompanyId } from '@fina/bus';
import { Page } from '@fina/ui';
import { PayrollEditor } from './payroll-editor';

/**
 * /record-operations/payroll: the selected company's payroll. Switching company in the side
 * nav remounts the editor (its key), which loads that company's payroll.
 */
export function PayrollPage() {
  const navigate = useNavigate();
  const companyId = useSelectedCompanyId();
  const company = useSelectedCompany();
  return (
    <Page
      title="Payroll"
      extra={
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label="Close"
          onClick={() => navigate('/record-operations')}
        />
      }
    >
      {companyId ? (
        <PayrollEditor
          key={companyId}
          companyId={companyId}
          currency={company?.company_currency ?? DEFAULT_CURRENCY}
        />
      ) : (
        <Empty description="Add or select a company to run its payroll." />
      )}
    </Page>
  );
}
