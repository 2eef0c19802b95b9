import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, App, Button, Card, Flex, Result, Typography } from 'antd';
import { Table } from '@fina/antd-deferred';
import { DownloadOutlined } from '@ant-design/icons';
import { LEDGER_UPLOAD_MAX_BYTES, ledgerCalls } from '@fina/contract';
import type { SalesImportResult, SalesMapping, SalesPreview } from '@fina/contract';
import { useSelectedCompany } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { FileDrop } from '../shared-ui/file-drop';
import { formatLedgerAmount } from '../shared-ui/ledger-money';
import { NeedsCompany } from '../shared-ui/load-states';
import { serverMessage } from '../shared-ui/server-message';
import { downloadSalesTemplate } from './download-template';
import { SalesColumnPicker } from './sales-column-picker';
import { ToneTag } from '../shared-ui/tone-tag';

type PreviewRow = SalesPreview['rows'][number];

const complete = (m: Partial<SalesMapping>): m is SalesMapping =>
  Boolean(m.date_column && m.amount_column);

/** The multipart body of the preview and the import: the file, and the mapping once known. */
function uploadForm(file: File, mapping: Partial<SalesMapping>): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (complete(mapping)) form.append('mapping', JSON.stringify(mapping));
  return form;
}

/** /record-operations/sales/upload: template, upload, preview, pick columns, import. */
export function SalesUploadPage() {
  const api = useApi('mfe-operations');
  const { message } = App.useApp();
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  const currency = company?.company_currency ?? 'USD';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SalesPreview | null>(null);
  const [mapping, setMapping] = useState<Partial<SalesMapping>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SalesImportResult | null>(null);

  async function read(chosen: File, picked: Partial<SalesMapping>) {
    if (!companyId) return;
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      const answer = await api.upload(
        ledgerCalls.previewSalesWorkbook,
        uploadForm(chosen, picked),
        {
          companyId,
        },
      );
      setPreview(answer);
      setMapping(complete(picked) ? picked : (answer.suggested_mapping ?? picked));
    } catch (cause) {
      setProblem(serverMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  async function runImport() {
    if (!companyId || !file || !complete(mapping)) return;
    setBusy(true);
    setProblem(null);
    try {
      setResult(
        await api.upload(ledgerCalls.importSalesWorkbook, uploadForm(file, mapping), { companyId }),
      );
    } catch (cause) {
      setProblem(serverMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  const extra = (
    <Flex gap={8} wrap>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() =>
          downloadSalesTemplate(api).catch((cause: unknown) => message.error(serverMessage(cause)))
        }
      >
        Download the template
      </Button>
      <Link to=".." relative="path">
        <Button>Sales per day</Button>
      </Link>
    </Flex>
  );
  if (!companyId) {
    return (
      <Page title="Upload a sales workbook" extra={extra}>
        <NeedsCompany />
      </Page>
    );
  }

  if (result) {
    return (
      <Page title="Upload a sales workbook" extra={extra}>
        <Result
          status="success"
          title={`${result.imported} imported, ${result.duplicates} already there`}
          subTitle={
            result.skipped > 0
              ? `${result.skipped} rows without a readable date or amount were skipped.`
              : undefined
          }
          extra={[
            <Link key="sales" to=".." relative="path">
              <Button type="primary">See the sales per day</Button>
            </Link>,
            <Button
              key="again"
              onClick={() => {
                setResult(null);
                setPreview(null);
                setFile(null);
                setMapping({});
              }}
            >
              Upload another file
            </Button>,
          ]}
        />
      </Page>
    );
  }

  const canImport = Boolean(file && preview && complete(mapping)) && !busy;
  return (
    <Page title="Upload a sales workbook" extra={extra}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Any sheet with a date and an amount column works: the template, or your till’s export. You
        will see the rows before anything is saved.
      </Typography.Paragraph>
      <FileDrop
        accept={['.xlsx', '.csv']}
        maxBytes={LEDGER_UPLOAD_MAX_BYTES}
        busy={busy}
        prompt={
          file ? `Choose another file (now: ${file.name})` : 'Choose or drop a sales workbook'
        }
        hint=".xlsx or .csv, up to 10 MB"
        onFile={(chosen) => {
          setFile(chosen);
          setMapping({});
          void read(chosen, {});
        }}
        onRefused={setProblem}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      {preview && file && (
        <Card size="small" title={`Preview of ${file.name}`}>
          <Flex vertical gap={12}>
            {preview.needs_mapping && !complete(mapping) && (
              <Alert
                type="info"
                showIcon
                title="Which columns hold the date and the amount? Pick them below."
              />
            )}
            <SalesColumnPicker
              preview={preview}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                if (complete(next)) void read(file, next);
              }}
            />
            <Typography.Text type="secondary">
              {preview.total_rows} rows in the sheet
              {preview.rows.length < preview.total_rows
                ? `; the first ${preview.rows.length} are shown.`
                : '.'}
            </Typography.Text>
            <Table<PreviewRow>
              size="small"
              rowKey="row"
              loading={busy}
              dataSource={preview.rows}
              pagination={false}
              scroll={{ x: 'max-content', y: 360 }}
              columns={[
                { title: 'Row', dataIndex: 'row', width: 64 },
                { title: 'Date', dataIndex: 'date', render: (d: string | null) => d ?? '—' },
                {
                  title: 'Amount',
                  dataIndex: 'amount',
                  align: 'right',
                  render: (a: string | null) =>
                    a === null ? '—' : formatLedgerAmount(a, currency),
                },
                { title: 'Product', dataIndex: 'product' },
                {
                  title: 'Note',
                  dataIndex: 'problem',
                  render: (p: string | null) => (p ? <ToneTag tone="warning">{p}</ToneTag> : null),
                },
              ]}
            />
            <div>
              <Button
                type="primary"
                disabled={!canImport}
                loading={busy}
                onClick={() => void runImport()}
              >
                Import {preview.total_rows} rows
              </Button>
            </div>
          </Flex>
        </Card>
      )}
    </Page>
  );
}
