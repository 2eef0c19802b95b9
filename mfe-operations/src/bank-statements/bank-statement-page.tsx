import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AutoComplete, Button, Card, Flex, Result, Tag, Typography } from 'antd';
import { LEDGER_UPLOAD_MAX_BYTES, ledgerCalls } from '@fina/contract';
import type {
  BankStatementFormat,
  BankStatementImportResult,
  BankStatementPreview,
  DateOrder,
} from '@fina/contract';
import { useSelectedCompany } from '@fina/bus';
import { Field, Page, useApi } from '@fina/ui';
import { FileDrop } from '../shared-ui/file-drop';
import { NeedsCompany } from '../shared-ui/load-states';
import { serverMessage } from '../shared-ui/server-message';
import { useRemoteData } from '../shared-ui/use-remote-data';
import { BalanceCheck } from './balance-check';
import { DateOrderQuestion } from './date-order-question';
import { MappingEditor } from './mapping-editor';
import { StatementLinesTable } from './statement-lines-table';
import { isComplete, missingPart, statementForm } from './statement-mapping';
import type { MappingDraft } from './statement-mapping';

const FORMAT_NAMES: Record<BankStatementFormat, string> = {
  csv: 'CSV',
  ofx: 'OFX / QFX',
  camt053: 'CAMT.053',
  mt940: 'MT940',
  xlsx: 'Excel (.xlsx)',
};
const ACCEPTED = ['.csv', '.txt', '.ofx', '.qfx', '.xml', '.sta', '.mt940', '.940', '.xlsx'];

/** /record-operations/bank-statement: upload, preview and map, check balances, import. */
export function BankStatementPage() {
  const api = useApi('mfe-operations');
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  const currency = company?.company_currency ?? 'USD';
  const accounts = useRemoteData(String(companyId), () =>
    companyId ? api.call(ledgerCalls.listBankAccounts, { params: { companyId } }) : null,
  );
  const [bankAccount, setBankAccount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BankStatementPreview | null>(null);
  const [mapping, setMapping] = useState<MappingDraft>({});
  const [dateOrder, setDateOrder] = useState<DateOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BankStatementImportResult | null>(null);
  /** The bank account name the current preview was read with (a change reads again). */
  const [previewAccount, setPreviewAccount] = useState('');

  async function read(
    chosen: File,
    picked: MappingDraft | null,
    order: DateOrder | null,
    account: string,
  ) {
    if (!companyId) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.upload(
        ledgerCalls.previewBankStatement,
        statementForm(chosen, picked, order, account),
        { companyId },
      );
      setPreview(answer);
      setPreviewAccount(account);
      setMapping(answer.mapping ?? picked ?? {});
      setDateOrder(answer.needs_date_order ? order : (answer.date_order ?? order));
      if (!account && answer.bank_account) setBankAccount(answer.bank_account);
    } catch (cause) {
      setPreview(null);
      setProblem(serverMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  async function runImport() {
    if (!companyId || !file) return;
    setBusy(true);
    setProblem(null);
    try {
      const sentMapping = preview?.columns ? mapping : null;
      setResult(
        await api.upload(
          ledgerCalls.importBankStatement,
          statementForm(file, sentMapping, dateOrder, bankAccount),
          { companyId },
        ),
      );
      accounts.reload();
    } catch (cause) {
      setProblem(serverMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  function restart() {
    setResult(null);
    setPreview(null);
    setFile(null);
    setMapping({});
    setDateOrder(null);
  }

  const extra = (
    <Link to="../transactions" relative="path">
      <Button>See the transactions</Button>
    </Link>
  );
  if (!companyId) {
    return (
      <Page title="Upload bank statement" extra={extra}>
        <NeedsCompany />
      </Page>
    );
  }

  if (result) {
    return (
      <Page title="Upload bank statement">
        <Result
          status="success"
          title={`${result.imported} new, ${result.duplicates} already imported`}
          subTitle={[
            `${result.lines} lines read from ${FORMAT_NAMES[result.format]} for ${result.bank_account}.`,
            result.categorised > 0 ? `${result.categorised} categorised by your rules.` : '',
            result.skipped > 0
              ? `${result.skipped} rows that are not transactions were skipped.`
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
          extra={[
            <Link key="tx" to="../transactions" relative="path">
              <Button type="primary">See the transactions</Button>
            </Link>,
            <Button key="again" onClick={restart}>
              Import another statement
            </Button>,
          ]}
        />
      </Page>
    );
  }

  const columns = preview?.columns ?? null;
  const stillMissing = columns ? missingPart(mapping) : null;
  const needsOrder = Boolean(preview?.needs_date_order && !dateOrder);
  const hasProblems = (preview?.problems.length ?? 0) > 0;
  const canImport =
    Boolean(file && preview) && !busy && !stillMissing && !needsOrder && !hasProblems;
  const firstDate = preview?.lines[0]?.date;

  return (
    <Page title="Upload bank statement" extra={extra}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        A CSV from any bank, OFX/QFX, CAMT.053, MT940 or an Excel export. You see every line before
        anything is saved, and importing the same statement twice never counts a line twice.
      </Typography.Paragraph>
      <Flex gap={12} wrap align="end">
        <div style={{ minWidth: 260, flex: '0 1 360px' }}>
          <Field label="Bank account" help="Its column mapping is remembered for next time">
            <AutoComplete
              value={bankAccount}
              placeholder="e.g. Main current account"
              options={(accounts.data ?? []).map((a) => ({ value: a.name }))}
              onChange={(value: string) => setBankAccount(value)}
              onBlur={() => {
                if (file && bankAccount.trim() !== previewAccount) {
                  void read(file, null, null, bankAccount.trim());
                }
              }}
            />
          </Field>
        </div>
      </Flex>
      <FileDrop
        accept={ACCEPTED}
        maxBytes={LEDGER_UPLOAD_MAX_BYTES}
        busy={busy}
        prompt={
          file ? `Choose another statement (now: ${file.name})` : 'Choose or drop a bank statement'
        }
        hint="CSV, OFX, QFX, CAMT.053 (.xml), MT940 (.sta) or .xlsx, up to 10 MB"
        onFile={(chosen) => {
          setFile(chosen);
          setMapping({});
          setDateOrder(null);
          void read(chosen, null, null, bankAccount.trim());
        }}
        onRefused={setProblem}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      {preview && file && (
        <Card size="small" title={`Preview of ${file.name}`}>
          <Flex vertical gap={12}>
            <Flex gap={8} wrap aria-label="Detected">
              <Tag color="blue">{FORMAT_NAMES[preview.format]}</Tag>
              <Tag>Encoding: {preview.encoding}</Tag>
              {preview.delimiter && (
                <Tag>Delimiter: {preview.delimiter === '\t' ? 'tab' : preview.delimiter}</Tag>
              )}
              {preview.currency && <Tag>{preview.currency}</Tag>}
              {preview.mapping_source === 'remembered' && (
                <Tag color="green">Mapping remembered for this account</Tag>
              )}
            </Flex>
            {columns && (
              <>
                <MappingEditor
                  columns={columns}
                  mapping={mapping}
                  onChange={(next) => {
                    setMapping(next);
                    if (isComplete(next)) void read(file, next, dateOrder, bankAccount.trim());
                  }}
                />
                {stillMissing && <Alert type="info" showIcon title={stillMissing} />}
              </>
            )}
            {preview.needs_date_order && (
              <DateOrderQuestion
                value={dateOrder}
                example={firstDate && !/^\d{4}-/.test(firstDate) ? firstDate : undefined}
                onChange={(order) => {
                  setDateOrder(order);
                  void read(file, mapping, order, bankAccount.trim());
                }}
              />
            )}
            <BalanceCheck preview={preview} currency={currency} />
            {hasProblems && (
              <Alert
                type="error"
                showIcon
                title="Some lines cannot be read: nothing will be imported until they can."
                description={
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {preview.problems.slice(0, 10).map((p) => (
                      <li key={p.row}>
                        Row {p.row}: {p.message}
                      </li>
                    ))}
                  </ul>
                }
              />
            )}
            <Typography.Text aria-label="Line counts">
              {preview.total_lines} lines: {preview.new_count} new, {preview.duplicate_count}{' '}
              already imported{preview.skipped > 0 ? `; ${preview.skipped} other rows skipped` : ''}
              .
              {preview.lines.length < preview.total_lines
                ? ` The first ${preview.lines.length} are shown.`
                : ''}
            </Typography.Text>
            <StatementLinesTable
              lines={preview.lines}
              currency={preview.currency ?? currency}
              loading={busy}
            />
            <div>
              <Button
                type="primary"
                disabled={!canImport}
                loading={busy}
                onClick={() => void runImport()}
              >
                Import {preview.new_count} new lines
              </Button>
            </div>
          </Flex>
        </Card>
      )}
    </Page>
  );
}
