import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, App, Button, Checkbox, Col, Flex, Grid, Input, Row } from 'antd';
import { ledgerCalls } from '@fina/contract';
import type { MatchCandidate, MatchProposal, TransactionLine } from '@fina/contract';
import { useSelectedCompany } from '@fina/bus';
import { Field, Page, useApi } from '@fina/ui';
import { formatLedgerAmount } from '../shared-ui/ledger-money';
import { LoadError, NeedsCompany } from '../shared-ui/load-states';
import { serverMessage } from '../shared-ui/server-message';
import { useRemoteData } from '../shared-ui/use-remote-data';
import { categoryOptions } from './category-options';
import { MatchProposals } from './match-proposals';
import { RuleModal } from './rule-modal';
import { RulesList } from './rules-list';
import { TransactionCards } from './transaction-cards';
import { TransactionsTable } from './transactions-table';
import type { TransactionFilter } from './use-transactions';
import { useTransactions } from './use-transactions';

/** What the last confirmed match did, shown with an Undo. */
interface Confirmed {
  line: TransactionLine;
  text: string;
}

/** /record-operations/transactions: imported lines, categories, rules and matching to invoices. */
export function TransactionsPage() {
  const api = useApi('mfe-operations');
  const { message } = App.useApp();
  const company = useSelectedCompany();
  const companyId = company?.company_id ?? null;
  const currency = company?.company_currency ?? 'USD';
  const [filter, setFilter] = useState<TransactionFilter>({
    from: '',
    to: '',
    uncategorised: false,
    page: 1,
    pageSize: 25,
  });
  const list = useTransactions(api, companyId, filter);
  const proposals = useRemoteData(String(companyId), () =>
    companyId ? api.call(ledgerCalls.listMatchProposals, { params: { companyId } }) : null,
  );
  const rules = useRemoteData(String(companyId), () =>
    companyId ? api.call(ledgerCalls.listCategoryRules, { params: { companyId } }) : null,
  );
  const categories = useRemoteData(String(companyId), () =>
    companyId ? api.call(ledgerCalls.listExpenseCategories, { params: { companyId } }) : null,
  );
  const [ruleLine, setRuleLine] = useState<TransactionLine | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  // Below the md breakpoint (phones) the lines are stacked cards instead of a table.
  const narrow = !Grid.useBreakpoint().md;

  if (!companyId) {
    return (
      <Page title="Transactions">
        <NeedsCompany />
      </Page>
    );
  }
  const lines = list.data?.lines ?? [];
  const options = categoryOptions(
    categories.data ?? [],
    lines.map((l) => l.category),
  );
  const setFilterPart = (part: Partial<TransactionFilter>) =>
    setFilter((f) => ({ ...f, page: 1, ...part }));

  async function categorise(line: TransactionLine, category: string | null) {
    try {
      await api.call(ledgerCalls.categoriseTransaction, {
        params: { companyId: companyId!, transactionId: line.transaction_id },
        body: { category },
      });
      list.reload();
    } catch (cause) {
      message.error(serverMessage(cause));
    }
  }

  async function confirm(proposal: MatchProposal, candidate: MatchCandidate) {
    setBusyId(proposal.transaction_id);
    try {
      const line = await api.call(ledgerCalls.matchTransaction, {
        params: { companyId: companyId!, transactionId: proposal.transaction_id },
        body: { kind: candidate.kind, id: candidate.id },
      });
      const amount = formatLedgerAmount(line.amount.replace(/^-/, ''), line.currency);
      setConfirmed({
        line,
        text:
          candidate.kind === 'invoice'
            ? `Matched to ${candidate.label}: a payment of ${amount} was recorded on the invoice.`
            : `Matched to ${candidate.label}.`,
      });
      proposals.reload();
      list.reload();
    } catch (cause) {
      message.error(serverMessage(cause));
    } finally {
      setBusyId(null);
    }
  }

  async function unmatch(line: TransactionLine) {
    try {
      await api.call(ledgerCalls.unmatchTransaction, {
        params: { companyId: companyId!, transactionId: line.transaction_id },
      });
      message.success(
        line.matched?.kind === 'invoice'
          ? 'Match undone: the invoice payment was removed.'
          : 'Match undone.',
      );
      setConfirmed(null);
      proposals.reload();
      list.reload();
    } catch (cause) {
      message.error(serverMessage(cause));
    }
  }

  async function deleteRule(ruleId: string) {
    try {
      await api.call(ledgerCalls.deleteCategoryRule, { params: { companyId: companyId!, ruleId } });
      rules.reload();
    } catch (cause) {
      message.error(serverMessage(cause));
    }
  }

  const LinesView = narrow ? TransactionCards : TransactionsTable;
  const nothingImported = !list.loading && !list.error && list.data?.total === 0;
  const filtered = Boolean(filter.from || filter.to || filter.uncategorised);
  return (
    <Page
      title="Transactions"
      extra={
        <Link to="../bank-statement" relative="path">
          <Button>Upload a bank statement</Button>
        </Link>
      }
    >
      {confirmed && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={confirmed.text}
          action={
            <Button size="small" onClick={() => void unmatch(confirmed.line)}>
              Undo
            </Button>
          }
          closable={{ onClose: () => setConfirmed(null) }}
        />
      )}
      {proposals.error && (
        <LoadError
          title="The match proposals could not be loaded."
          message={proposals.error}
          onRetry={proposals.reload}
        />
      )}
      <MatchProposals
        proposals={proposals.data ?? []}
        currency={currency}
        busyId={busyId}
        onConfirm={(p, c) => void confirm(p, c)}
      />
      <Flex gap={12} wrap align="end">
        <Field label="From">
          <Input
            type="date"
            value={filter.from}
            onChange={(e) => setFilterPart({ from: e.target.value })}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={filter.to}
            onChange={(e) => setFilterPart({ to: e.target.value })}
          />
        </Field>
        <Checkbox
          checked={filter.uncategorised}
          onChange={(e) => setFilterPart({ uncategorised: e.target.checked })}
          style={{ paddingBottom: 6 }}
        >
          Only uncategorised
        </Checkbox>
      </Flex>
      {list.error && (
        <LoadError
          title="The transactions could not be loaded."
          message={list.error}
          onRetry={list.reload}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={17}>
          <LinesView
            lines={lines}
            total={list.data?.total ?? 0}
            page={filter.page}
            pageSize={filter.pageSize}
            loading={list.loading}
            options={options}
            emptyText={
              nothingImported && !filtered
                ? 'No bank lines yet. Upload a bank statement to see its lines here.'
                : 'No lines in this range.'
            }
            onPage={(page, pageSize) => setFilter((f) => ({ ...f, page, pageSize }))}
            onCategorise={(line, category) => void categorise(line, category)}
            onMakeRule={setRuleLine}
            onUnmatch={(line) => void unmatch(line)}
          />
        </Col>
        <Col xs={24} xxl={7}>
          <RulesList rules={rules.data ?? []} onDelete={(rule) => void deleteRule(rule.rule_id)} />
        </Col>
      </Row>
      <RuleModal
        api={api}
        companyId={companyId}
        line={ruleLine}
        options={options}
        onClose={() => setRuleLine(null)}
        onSaved={(text, category, count) => {
          setRuleLine(null);
          message.success(
            `Rule saved: ${text.toUpperCase()} goes in ${category}. ${count} ${count === 1 ? 'line' : 'lines'} categorised.`,
          );
          rules.reload();
          list.reload();
        }}
      />
    </Page>
  );
}
