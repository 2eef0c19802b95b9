/**
 * /balance-sheet/upload: an .xlsx balance sheet, in Fina's template (downloadable here) or a
 * common two-column layout. The server reads it (parse_upload, nothing saved); the user
 * reviews what it found, edits, and saves it through update_balance_sheet.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Breadcrumb, Button, Card, Empty, Flex, Typography } from 'antd';
import { Form, Upload } from '@fina/antd-deferred';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useSelectedCompany } from '@fina/bus';
import { MESSAGES } from '@fina/contract';
import type { BalanceSheetUploadResult, CompanySummary } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Page } from '@fina/ui';
import { useStatementsApi } from '../api/statements-api';
import { useSubmitBalanceSheet } from '../api/submit-balance-sheet';
import { downloadTemplate, isXlsxName, parseUpload } from '../api/upload-workbook';
import { BalanceSheetForm } from '../components/balance-sheet-form';
import { UploadLines } from '../components/upload-lines';
import { draftFromUpload } from '../model/draft';
import { useDraft } from '../model/use-draft';
import { submittedState } from './submitted-state';

const crumbs = [
  { title: <Link to="/balance-sheet">Financial Statements</Link> },
  { title: 'Upload' },
];

export function UploadPage() {
  const company = useSelectedCompany();
  const api = useStatementsApi();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [result, setResult] = useState<{ found: BalanceSheetUploadResult; key: number } | null>(
    null,
  );

  async function read(file: File) {
    setError(null);
    if (!company) return;
    if (!isXlsxName(file.name)) {
      setError(MESSAGES.invalidFileFormat);
      return;
    }
    setReading(true);
    try {
      const found = await parseUpload(api, company.company_id, file);
      setResult({ found, key: Date.now() });
    } catch (caught) {
      setResult(null);
      setError(
        isApiError(caught) && caught.status < 500 && caught.status !== 0
          ? caught.message
          : MESSAGES.checkInputs,
      );
    } finally {
      setReading(false);
    }
  }

  return (
    <Page title="Upload a balance sheet">
      <Breadcrumb items={crumbs} />
      {!company ? (
        <Empty description="Select a company in the side menu (or add one) to upload its balance sheet." />
      ) : (
        <Flex vertical gap={16}>
          <Card title="1. The template (optional)">
            <Flex vertical gap={8} align="flex-start">
              <Typography.Paragraph style={{ margin: 0 }}>
                Fina reads its own template (a Summary sheet with the date and cash on hand, and one
                sheet per table) or your own balance sheet with a label and an amount on each line
                under the headings Assets, Liabilities and Equity.
              </Typography.Paragraph>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => {
                  setTemplateError(null);
                  downloadTemplate(api).catch(() =>
                    setTemplateError('The template could not be downloaded. Try again.'),
                  );
                }}
              >
                Download the template
              </Button>
              {templateError && <Alert type="error" showIcon title={templateError} />}
            </Flex>
          </Card>
          <Card title={`2. Upload the balance sheet of ${company.company_name}`}>
            <Flex vertical gap={12}>
              <Upload.Dragger
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                multiple={false}
                showUploadList={false}
                disabled={reading}
                beforeUpload={(file) => {
                  void read(file);
                  return false; // read here, not by antd's own request
                }}
              >
                <p>
                  <InboxOutlined style={{ fontSize: 32 }} />
                </p>
                <p>{reading ? 'Reading…' : 'Click or drop an .xlsx file here'}</p>
              </Upload.Dragger>
              {error && <Alert type="error" showIcon role="alert" title={error} />}
            </Flex>
          </Card>
          {result && <Review key={result.key} found={result.found} company={company} />}
        </Flex>
      )}
    </Page>
  );
}

function Review({ found, company }: { found: BalanceSheetUploadResult; company: CompanySummary }) {
  const navigate = useNavigate();
  const form = useDraft(() => draftFromUpload(found, company.company_id));
  const submitting = useSubmitBalanceSheet();
  const count = found.lines.filter((l) => l.target !== 'skipped').length;
  return (
    <Flex vertical gap={16}>
      <Card title="3. What Fina read">
        <Flex vertical gap={8}>
          <Typography.Text>
            {count} line{count === 1 ? '' : 's'} read from{' '}
            {found.layout === 'template' ? 'the template' : 'your balance sheet'}. Check them below,
            correct what needs it, then save.
          </Typography.Text>
          <UploadLines lines={found.lines} />
        </Flex>
      </Card>
      <BalanceSheetForm
        {...form}
        companyLine={
          <Form.Item label="Company">
            <Typography.Text strong>{company.company_name}</Typography.Text>
          </Form.Item>
        }
        submitLabel="Save balance sheet"
        busy={submitting.busy}
        submitError={submitting.error}
        onSubmit={() => {
          void submitting.submit(form.draft, form.figures).then((ok) => {
            if (ok) navigate('/balance-sheet', { state: submittedState(form.draft.company_id) });
          });
        }}
      />
    </Flex>
  );
}
