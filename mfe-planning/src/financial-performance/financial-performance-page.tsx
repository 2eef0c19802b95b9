import { Page, UpcomingFeature } from '@fina/ui';

export function FinancialPerformancePage() {
  return (
    <Page title="Financial Performance">
      <UpcomingFeature>
        Revenue and costs, and profit margins, month by month from your budget and your recorded
        figures.
      </UpcomingFeature>
    </Page>
  );
}
