import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Breadcrumb, Button, Empty } from 'antd';
import { Table } from '@fina/antd-deferred';
import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, purchaseRequisitionCalls } from '@fina/contract';
import type { RequisitionSummary } from '@fina/contract';
import { useSelectedCompanyId } from '@fina/bus';
import { isApiError } from '@fina/api-client';
import { Page, useApi, useIsPhone } from '@fina/ui';
import { formatAmount, formatDate } from './format-amount';
import { RequisitionCards } from './requisition-cards';
import { RequisitionStatusTag } from './requisition-status';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: RequisitionSummary[] };

/** The selected company's requisitions, newest first; each opens its detail. */
export function RequisitionListPage() {
  const api = useApi('mfe-operations');
  const navigate = useNavigate();
  const companyId = useSelectedCompanyId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchList = useCallback(async () => {
    if (!companyId) return;
    setLoad({ state: 'loading' });
    try {
      const rows = await api.call(purchaseRequisitionCalls.listRequisitions, {
        params: { companyId },
        query: {},
      });
      setLoad({ state: 'ready', rows });
    } catch (caught) {
      setLoad({
        state: 'failed',
        message: isApiError(caught) && caught.status < 500 ? caught.message : MESSAGES.serverError,
      });
    }
  }, [api, companyId]);

  useEffect(() => {
    void fetchList();
  }, [fetchList]);

  const phone = useIsPhone();
  const rows = load.state === 'ready' ? load.rows : [];
  // The empty list says what the page is for and offers the first step.
  const nothingYet = (
    <Empty description="No requisitions yet. Request a purchase and it is listed here with its status.">
      <Button type="primary" onClick={() => navigate('..')}>
        Request a purchase
      </Button>
    </Empty>
  );

  return (
    <Page
      title="Purchase Requisitions"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('..')}>
          New requisition
        </Button>
      }
    >
      <Breadcrumb
        items={[
          { title: <Link to="/record-operations">Record Operations</Link> },
          { title: <Link to="..">Purchase requisition</Link> },
          { title: 'All requisitions' },
        ]}
      />
      {!companyId ? (
        <Empty description="Add or select a company to see its requisitions." />
      ) : load.state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={load.message}
          action={<Button onClick={() => void fetchList()}>Retry</Button>}
        />
      ) : load.state === 'ready' && rows.length === 0 ? (
        nothingYet
      ) : phone && load.state === 'ready' ? (
        <RequisitionCards rows={rows} />
      ) : (
        <Table<RequisitionSummary>
          rowKey="requisition_id"
          loading={load.state === 'loading'}
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          // Scrolls sideways only with rows: their links give keyboard users a way in, and an
          // empty table would be a scroll region nothing in it can focus.
          scroll={rows.length > 0 ? { x: 'max-content' } : undefined}
          columns={[
            {
              key: 'number',
              title: 'Number',
              render: (_, row) => <Link to={row.requisition_id}>#{row.requisition_number}</Link>,
            },
            { key: 'date', title: 'Date', render: (_, row) => formatDate(row.date) },
            {
              key: 'status',
              title: 'Status',
              render: (_, row) => <RequisitionStatusTag status={row.status} />,
            },
            {
              key: 'by',
              title: 'Requisitioned by',
              render: (_, row) => row.requisitioned_by || '—',
            },
            { key: 'vendor', title: 'Vendor', render: (_, row) => row.vendor_name || '—' },
            { key: 'purpose', title: 'Purpose', dataIndex: 'purpose', ellipsis: true, width: 280 },
            {
              key: 'total',
              title: 'Total',
              align: 'right',
              render: (_, row) => formatAmount(row.total, row.currency),
            },
          ]}
        />
      )}
    </Page>
  );
}
