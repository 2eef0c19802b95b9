/**
 * /balance-sheet ('Financial Statements'): the selected company's balance sheet as a
 * statement, with its versions, 'edit' and the ways to make a new one. With none yet, or
 * when loading fails, the upload and prepare options (spec section 4).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Empty, Flex, Select, Spin, Typography } from 'antd';
import { EditOutlined, FormOutlined, UploadOutlined } from '@ant-design/icons';
import { useSelectedCompany } from '@fina/bus';
import { MESSAGES } from '@fina/contract';
import type { BalanceSheetRead } from '@fina/contract';
import { Page } from '@fina/ui';
import { useBalanceSheet } from '../api/use-balance-sheet';
import { StartOptions } from '../components/start-options';
import { StatementView } from '../components/statement-view';
import { longDate, savedAt } from '../model/format-date';
import { isSubmittedState } from './submitted-state';

export function BalanceSheetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  // A version chosen for one company means nothing for another: it is kept with its company.
  const [version, setVersion] = useState<{ companyId: string | null; id: string } | null>(null);
  const versionId = version && version.companyId === companyId ? version.id : null;
  const { state, reload } = useBalanceSheet(companyId, versionId);
  const submitted = isSubmittedState(location.state) ? location.state : null;

  const dismissSuccess = () => navigate('.', { replace: true, state: null });

  return (
    <Page title="Financial Statements">
      {submitted && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: dismissSuccess }}
          title={MESSAGES.formSubmitted}
          {...(submitted.companyId !== companyId
            ? {
                description:
                  'It was saved for another company: select it in the side menu to see it.',
              }
            : {})}
        />
      )}
      {state.status === 'no-company' && (
        <Empty description="Select a company in the side menu (or add one) to see its balance sheet." />
      )}
      {state.status === 'loading' && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="Loading the balance sheet…" />
        </Flex>
      )}
      {state.status === 'none' && (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {company?.company_name} has no balance sheet yet. Prepare one, or upload one you have.
          </Typography.Paragraph>
          <StartOptions />
        </Flex>
      )}
      {state.status === 'error' && (
        <Flex vertical gap={16}>
          <Alert
            type="warning"
            showIcon
            title="The balance sheet could not be loaded."
            description={state.message}
            action={<Button onClick={reload}>Retry</Button>}
          />
          <StartOptions />
        </Flex>
      )}
      {state.status === 'ready' && (
        <SavedBalanceSheet
          sheet={state.sheet}
          companyName={company?.company_name ?? ''}
          onVersion={(id) => setVersion(id ? { companyId, id } : null)}
        />
      )}
    </Page>
  );
}

interface SavedBalanceSheetProps {
  sheet: BalanceSheetRead;
  companyName: string;
  onVersion: (versionId: string | null) => void;
}

function SavedBalanceSheet({ sheet, companyName, onVersion }: SavedBalanceSheetProps) {
  const navigate = useNavigate();
  const latestId = sheet.versions[0]?.id;
  return (
    <Card
      title={
        <Flex vertical>
          <span>Balance sheet</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', whiteSpace: 'normal' }}>
            {companyName} · as of {longDate(sheet.date)}
          </Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center" justify="space-between">
          <Flex gap={8} align="center" wrap style={{ flex: '1 1 280px', minWidth: 0 }}>
            <label htmlFor="bs-version">Version</label>
            <Select
              id="bs-version"
              aria-label="Version"
              // A short history: every option rendered (no virtual list to measure first).
              virtual={false}
              style={{ flex: 1, minWidth: 0, maxWidth: 420 }}
              value={sheet.id}
              onChange={(id: string) => onVersion(id === latestId ? null : id)}
              options={sheet.versions.map((v, index) => ({
                value: v.id,
                label: `As of ${longDate(v.date)} · saved ${savedAt(v.saved_at)}${index === 0 ? ' (latest)' : ''}`,
              }))}
            />
          </Flex>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(`/balance-sheet/edit-balance-sheet?version_id=${sheet.id}`)}
            >
              Edit
            </Button>
            <Button
              icon={<FormOutlined />}
              onClick={() => navigate('/balance-sheet/prepare-my-balance-sheet')}
            >
              Prepare a new one
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => navigate('/balance-sheet/upload')}>
              Upload
            </Button>
          </Flex>
        </Flex>
        <StatementView figures={sheet.statement} caption={`As of ${longDate(sheet.date)}`} />
      </Flex>
    </Card>
  );
}
