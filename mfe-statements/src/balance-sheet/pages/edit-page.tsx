/**
 * /balance-sheet/edit-balance-sheet: the saved balance sheet (the latest, or `?version_id=`),
 * prefilled, saved back as a new version (the old one stays in the history).
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Breadcrumb, Empty, Flex, Spin, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import { useSelectedCompany } from '@fina/bus';
import type { BalanceSheetRead } from '@fina/contract';
import { Page } from '@fina/ui';
import { useSubmitBalanceSheet } from '../api/submit-balance-sheet';
import { useBalanceSheet } from '../api/use-balance-sheet';
import { BalanceSheetForm } from '../components/balance-sheet-form';
import { StartOptions } from '../components/start-options';
import { draftFromRead } from '../model/draft';
import { longDate } from '../model/format-date';
import { useDraft } from '../model/use-draft';
import { submittedState } from './submitted-state';

const crumbs = [
  { title: <Link to="/balance-sheet">Financial Statements</Link> },
  { title: 'Edit balance sheet' },
];

export function EditPage() {
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  const [params] = useSearchParams();
  // `version_id` belongs to the company selected on arrival; when the side nav switches
  // company, this page edits that company's latest balance sheet instead.
  const [arrivalCompanyId] = useState(companyId);
  const versionId = companyId === arrivalCompanyId ? params.get('version_id') : null;
  const { state } = useBalanceSheet(companyId, versionId);

  return (
    <Page title="Edit balance sheet">
      <Breadcrumb items={crumbs} />
      {state.status === 'no-company' && (
        <Empty description="Select a company in the side menu to edit its balance sheet." />
      )}
      {state.status === 'loading' && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="Loading the balance sheet…" />
        </Flex>
      )}
      {(state.status === 'none' || state.status === 'error') && (
        <Flex vertical gap={16}>
          <Alert
            type={state.status === 'none' ? 'info' : 'warning'}
            showIcon
            title={
              state.status === 'none'
                ? 'There is no balance sheet to edit yet.'
                : 'The balance sheet could not be loaded.'
            }
            {...(state.status === 'error' ? { description: state.message } : {})}
          />
          <StartOptions />
        </Flex>
      )}
      {state.status === 'ready' && (
        <EditForm
          key={state.sheet.id}
          sheet={state.sheet}
          companyName={company?.company_name ?? ''}
        />
      )}
    </Page>
  );
}

function EditForm({ sheet, companyName }: { sheet: BalanceSheetRead; companyName: string }) {
  const navigate = useNavigate();
  const form = useDraft(() => draftFromRead(sheet));
  const submitting = useSubmitBalanceSheet();
  return (
    <BalanceSheetForm
      {...form}
      companyLine={
        <Form.Item label="Company">
          <Typography.Text strong>{companyName}</Typography.Text>
          <Typography.Text type="secondary">
            {' '}
            · editing the version as of {longDate(sheet.date)}; saving keeps it in the history
          </Typography.Text>
        </Form.Item>
      }
      submitLabel="Save"
      busy={submitting.busy}
      submitError={submitting.error}
      onSubmit={() => {
        void submitting.submit(form.draft, form.figures).then((ok) => {
          if (ok) navigate('/balance-sheet', { state: submittedState(form.draft.company_id) });
        });
      }}
    />
  );
}
