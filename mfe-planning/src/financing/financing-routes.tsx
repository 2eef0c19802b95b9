import { Link, Route, Routes } from 'react-router-dom';
import { Card } from 'antd';
import { Page } from '@fina/ui';
import { ApplyLoanPage } from './apply-loan-page';
import { LoanApplications } from './loan-applications';

function FinancingIntro() {
  return (
    <Page title="Financing">
      <Card title="Apply for a loan" extra={<Link to="apply-loan">Apply</Link>}>
        Answer a few questions and Fina prepares your loan application for lenders: 5,000 to 20,000
        PHP, for businesses in operations for at least 6 months. Lenders answer within 48 hours.
      </Card>
      <LoanApplications />
    </Page>
  );
}

export function FinancingRoutes() {
  return (
    <Routes>
      <Route index element={<FinancingIntro />} />
      <Route path="apply-loan" element={<ApplyLoanPage />} />
    </Routes>
  );
}
