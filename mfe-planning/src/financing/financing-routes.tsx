import { Link, Route, Routes } from 'react-router-dom';
import { Breadcrumb, Card } from 'antd';
import { Page, UpcomingFeature } from '@fina/ui';

function FinancingIntro() {
  return (
    <Page title="Financing">
      <Card title="Apply for a loan" extra={<Link to="apply-loan">Apply</Link>}>
        Answer a few questions and Fina prepares your loan application for lenders.
      </Card>
    </Page>
  );
}

function ApplyLoan() {
  return (
    <Page title="Apply for a loan">
      <Breadcrumb items={[{ title: <Link to="/financing">Financing</Link> }, { title: 'Apply' }]} />
      <UpcomingFeature>
        The loan questions: amount, term and purpose, for businesses in operations for at least 6
        months.
      </UpcomingFeature>
    </Page>
  );
}

export function FinancingRoutes() {
  return (
    <Routes>
      <Route index element={<FinancingIntro />} />
      <Route path="apply-loan" element={<ApplyLoan />} />
    </Routes>
  );
}
