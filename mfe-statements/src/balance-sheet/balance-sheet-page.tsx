import { Link } from 'react-router-dom';
import { Button, Card, Flex } from 'antd';
import { Page } from '@fina/ui';

export function BalanceSheetPage() {
  return (
    <Page title="Financial Statements">
      <Card title="Balance sheet">
        <Flex gap={12} wrap>
          <Link to="prepare-my-balance-sheet">
            <Button type="primary">Prepare my balance sheet</Button>
          </Link>
          <Link to="upload">
            <Button>Upload a balance sheet</Button>
          </Link>
        </Flex>
      </Card>
    </Page>
  );
}
