import { Page, UpcomingFeature } from '@fina/ui';

export function CashflowOverviewPage() {
  return (
    <Page title="Cashflow Overview">
      <UpcomingFeature>
        Your 12-month cash forecast, what Fina recommends when cash runs short, and the financing
        solutions that fit.
      </UpcomingFeature>
    </Page>
  );
}
