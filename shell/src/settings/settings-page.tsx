import { Card, Empty } from 'antd';
import { MESSAGES } from '@fina/contract';
import { Page } from '@fina/ui';

/** /settings: personal, company and product sections come with the account journey. */
export default function SettingsPage() {
  return (
    <Page title="Settings">
      <Card title="Banks And Cards">
        <Empty description={MESSAGES.banksAndCardsEmpty} />
      </Card>
    </Page>
  );
}
