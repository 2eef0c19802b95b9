import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { FormOutlined, UploadOutlined } from '@ant-design/icons';

/** The two ways to get a balance sheet: answer the questions, or upload a workbook. */
export function StartOptions() {
  const navigate = useNavigate();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="Prepare my balance sheet" style={{ height: '100%' }}>
          <Flex vertical gap={12} align="flex-start">
            <Typography.Paragraph style={{ margin: 0 }}>
              Answer one question at a time: cash, clients who owe you, inventory, equipment, what
              you owe and what the owners put in. Fina does the sums.
            </Typography.Paragraph>
            <Button
              type="primary"
              icon={<FormOutlined />}
              onClick={() => navigate('/balance-sheet/prepare-my-balance-sheet')}
            >
              Prepare my balance sheet
            </Button>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title="Upload a balance sheet" style={{ height: '100%' }}>
          <Flex vertical gap={12} align="flex-start">
            <Typography.Paragraph style={{ margin: 0 }}>
              Upload an Excel file (.xlsx): Fina&apos;s template or your own two-column balance
              sheet. You review what Fina read before saving.
            </Typography.Paragraph>
            <Button icon={<UploadOutlined />} onClick={() => navigate('/balance-sheet/upload')}>
              Upload a balance sheet
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
