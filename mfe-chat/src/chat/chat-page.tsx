import { CHAT_BUTTON_LABEL, MESSAGES } from '@fina/contract';
import { Page, UpcomingFeature } from '@fina/ui';

export function ChatPage() {
  return (
    <Page title={CHAT_BUTTON_LABEL}>
      <UpcomingFeature>{MESSAGES.uploadFirst}</UpcomingFeature>
    </Page>
  );
}
