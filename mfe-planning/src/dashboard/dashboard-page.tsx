import { Typography } from 'antd';
import { MESSAGES } from '@fina/contract';
import { Page } from '@fina/ui';

export function DashboardPage() {
  return (
    <Page title="Dashboard">
      <Typography.Paragraph>{MESSAGES.dashboardDiary}</Typography.Paragraph>
    </Page>
  );
}
