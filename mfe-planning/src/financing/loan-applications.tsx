/** The company's loan applications with their status (DECISIONS.md: listed back to the user). */
import { Card, Tag } from 'antd';
import { Table } from '@fina/antd-deferred';
import { useSelectedCompanyId } from '@fina/bus';
import type { LoanApplication } from '@fina/contract';
import { AsyncState } from '../shared-ui/async-state';
import { usePlanningApi } from '../shared-ui/planning-api';
import { useLoad } from '../shared-ui/use-load';
import { listLoanApplications } from './loan-calls';
import { amountLabel, sentenceCase } from './loan-draft';

const STATUS: Record<LoanApplication['status'], { label: string; color: string }> = {
  submitted: { label: 'Submitted', color: 'blue' },
  in_review: { label: 'In review', color: 'gold' },
  approved: { label: 'Approved', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

const dateText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
};

export function LoanApplications() {
  const api = usePlanningApi();
  const companyId = useSelectedCompanyId();
  const loaded = useLoad<LoanApplication[]>(companyId, (id) => listLoanApplications(api, id));
  const rows = loaded.data ?? [];
  return (
    <Card title="Your loan applications">
      <AsyncState
        loading={loaded.loading}
        error={loaded.error}
        empty={!companyId || rows.length === 0}
        loadingLabel="Loading your applications…"
        emptyText={companyId ? 'No applications yet.' : 'Select or add a company in the side menu.'}
        onRetry={loaded.reload}
      >
        <Table<LoanApplication>
          aria-label="Loan applications"
          rowKey="application_id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          columns={[
            { key: 'date', title: 'Applied', render: (_, row) => dateText(row.created_at) },
            {
              key: 'amount',
              title: 'Amount',
              align: 'right',
              render: (_, row) => amountLabel(row.amount),
            },
            { key: 'term', title: 'Term', dataIndex: 'term' },
            { key: 'purpose', title: 'Purpose', render: (_, row) => sentenceCase(row.purpose) },
            {
              key: 'status',
              title: 'Status',
              render: (_, row) => (
                <Tag color={STATUS[row.status].color}>{STATUS[row.status].label}</Tag>
              ),
            },
          ]}
        />
      </AsyncState>
    </Card>
  );
}
