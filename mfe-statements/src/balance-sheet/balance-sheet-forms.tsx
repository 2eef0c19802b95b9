import { Link } from 'react-router-dom';
import { Breadcrumb } from 'antd';
import { Page, UpcomingFeature } from '@fina/ui';

const back = { title: <Link to="/balance-sheet">Financial Statements</Link> };

export function PrepareBalanceSheetPage() {
  return (
    <Page title="Prepare my balance sheet">
      <Breadcrumb items={[back, { title: 'Prepare' }]} />
      <UpcomingFeature>
        One question at a time: cash, clients who owe you, inventory, assets, what you owe and what
        the owners put in.
      </UpcomingFeature>
    </Page>
  );
}

export function EditBalanceSheetPage() {
  return (
    <Page title="Edit balance sheet">
      <Breadcrumb items={[back, { title: 'Edit' }]} />
      <UpcomingFeature>Your saved balance sheet, ready to correct and save again.</UpcomingFeature>
    </Page>
  );
}

export function UploadBalanceSheetPage() {
  return (
    <Page title="Upload a balance sheet">
      <Breadcrumb items={[back, { title: 'Upload' }]} />
      <UpcomingFeature>
        Upload an Excel balance sheet and review the rows Fina found before saving.
      </UpcomingFeature>
    </Page>
  );
}
