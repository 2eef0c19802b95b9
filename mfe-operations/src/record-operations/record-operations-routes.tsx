import { Link, Route, Routes } from 'react-router-dom';
import { Breadcrumb, Card, Col, Row, Typography } from 'antd';
import { Page, UpcomingFeature } from '@fina/ui';
import { OPERATION_CARDS } from './operation-cards';

function OperationsHome() {
  return (
    <Page title="Record Operations">
      <Row gutter={[16, 16]}>
        {OPERATION_CARDS.map((card) => {
          const body = (
            <Card title={card.title} hoverable={'to' in card} style={{ height: '100%' }}>
              <Typography.Text type="secondary">{card.text}</Typography.Text>
            </Card>
          );
          return (
            <Col key={card.key} xs={24} sm={12} lg={8}>
              {'to' in card ? <Link to={card.to}>{body}</Link> : body}
            </Col>
          );
        })}
      </Row>
    </Page>
  );
}

function OperationPage({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title}>
      <Breadcrumb
        items={[{ title: <Link to="/record-operations">Record Operations</Link> }, { title }]}
      />
      <UpcomingFeature>{text}</UpcomingFeature>
    </Page>
  );
}

export function RecordOperationsRoutes() {
  return (
    <Routes>
      <Route index element={<OperationsHome />} />
      <Route
        path="invoice"
        element={<OperationPage title="Invoice" text="Create an invoice with live totals." />}
      />
      <Route
        path="payroll"
        element={<OperationPage title="Payroll" text="Employees, pay dates and gross pay." />}
      />
      <Route
        path="purchase-requisition-form"
        element={
          <OperationPage
            title="Purchase requisition"
            text="Request a purchase with items, totals and supplier details."
          />
        }
      />
    </Routes>
  );
}
