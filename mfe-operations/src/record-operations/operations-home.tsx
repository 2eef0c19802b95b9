import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import {
  BankOutlined,
  CalendarOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Page } from '@fina/ui';
import { OPERATION_CARDS } from './operation-cards';

/** An icon per card, so the seven read at a glance. */
const CARD_ICONS: Record<(typeof OPERATION_CARDS)[number]['key'], ReactNode> = {
  invoice: <FileTextOutlined />,
  'sales-day': <CalendarOutlined />,
  'sales-upload': <FileExcelOutlined />,
  expenses: <WalletOutlined />,
  bank: <BankOutlined />,
  payroll: <TeamOutlined />,
  requisition: <ShoppingCartOutlined />,
};

/** /record-operations: a card per operation, each linking to its feature. */
export function OperationsHome() {
  const { token } = theme.useToken();
  return (
    <Page title="Record Operations">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Choose what to record for the selected company.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {OPERATION_CARDS.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={8}>
            <Link to={card.to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Flex gap={16} align="start">
                  <span style={{ fontSize: 28, color: token.colorPrimary }}>
                    {CARD_ICONS[card.key]}
                  </span>
                  <Flex vertical gap={4}>
                    <Typography.Text strong>{card.title}</Typography.Text>
                    <Typography.Text type="secondary">{card.text}</Typography.Text>
                  </Flex>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Page>
  );
}
