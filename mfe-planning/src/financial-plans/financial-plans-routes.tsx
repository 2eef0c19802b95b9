import { Link, Route, Routes } from 'react-router-dom';
import { Button, Card, Flex, List } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Page, UpcomingFeature } from '@fina/ui';

function FinancialPlansIntro() {
  return (
    <Page title="Financial Plans">
      <Card title="Create a budget" extra={<Link to="create-a-budget">Start</Link>}>
        <List
          dataSource={[
            'Automated 1-year budget creation',
            'Automated 3-statement forecast',
            'For existing and new ventures',
          ]}
          renderItem={(item) => <List.Item>{item}</List.Item>}
        />
      </Card>
    </Page>
  );
}

function NewOrExisting({ closeTo }: { closeTo: string }) {
  return (
    <Page
      title="Create a budget"
      extra={
        <Link to={closeTo} aria-label="Close">
          <CloseOutlined />
        </Link>
      }
    >
      <Card title="Is this for a new or an existing business?">
        <Flex gap={16} wrap>
          <Link to="new-business">
            <Button type="primary">New</Button>
          </Link>
          <Link to="existing-business">
            <Button>Existing</Button>
          </Link>
        </Flex>
      </Card>
    </Page>
  );
}

function BudgetQuestionnaire({ kind }: { kind: 'new' | 'existing' }) {
  return (
    <Page title={kind === 'new' ? 'Budget for a new business' : 'Budget for an existing business'}>
      <UpcomingFeature>
        The budget questionnaire: products and prices, growth, hires, big purchases and funding,
        turned into a 12-month budget and cash forecast.
      </UpcomingFeature>
    </Page>
  );
}

function CreateBudgetPages({ closeTo }: { closeTo: string }) {
  return (
    <Routes>
      <Route index element={<NewOrExisting closeTo={closeTo} />} />
      <Route path="new-business" element={<BudgetQuestionnaire kind="new" />} />
      <Route path="existing-business" element={<BudgetQuestionnaire kind="existing" />} />
    </Routes>
  );
}

/** /financial-plans and its create-a-budget steps. */
export function FinancialPlansRoutes() {
  return (
    <Routes>
      <Route index element={<FinancialPlansIntro />} />
      <Route path="create-a-budget/*" element={<CreateBudgetPages closeTo="/financial-plans" />} />
    </Routes>
  );
}

/** /create-a-budget: the same questionnaire under its short path. */
export function CreateBudgetRoutes() {
  return <CreateBudgetPages closeTo="/financial-plans" />;
}
