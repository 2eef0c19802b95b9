import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Breadcrumb, Button, Card, Descriptions, Empty, Flex, Spin, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, purchaseRequisitionCalls } from '@fina/contract';
import type { RequisitionDetail } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Page, useApi } from '@fina/ui';
import { formatAmount, formatDate } from './format-amount';
import { RequisitionStatusCard } from './requisition-status';

type Load =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; requisition: RequisitionDetail };

type Item = RequisitionDetail['items'][number];

function RequisitionView({ requisition: r }: { requisition: RequisitionDetail }) {
  const money = (amount: string) => formatAmount(amount, r.currency);
  const text = (value: string) => value || '—';
  return (
    <Flex vertical gap={16}>
      <Card title="Request" size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'by', label: 'Requisitioned by', children: text(r.requisitioned_by) },
            { key: 'department', label: 'Department', children: text(r.department) },
            { key: 'purpose', label: 'Purpose of purchase', children: r.purpose, span: 'filled' },
            { key: 'date', label: 'Date', children: formatDate(r.date) },
            { key: 'needed', label: 'Date needed', children: formatDate(r.date_needed) },
            { key: 'charge', label: 'Charge to', children: text(r.charge_to) },
            { key: 'ship', label: 'Ship via', children: text(r.ship_via) },
            { key: 'currency', label: 'Currency', children: r.currency },
          ]}
        />
      </Card>
      <Card title="Supplier" size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'code', label: 'Supplier code', children: text(r.supplier_code) },
            {
              key: 'mexico',
              label: 'Supplier in Mexico?',
              children: r.supplier_in_mexico ? 'Yes' : 'No',
            },
            { key: 'vendor', label: 'Vendor name', children: text(r.vendor_name) },
            { key: 'address', label: 'Address', children: text(r.address) },
            { key: 'contact', label: 'Point of contact', children: text(r.point_of_contact) },
            { key: 'phone', label: 'Phone', children: text(r.phone) },
          ]}
        />
      </Card>
      <Card title="Items" size="small">
        <Table<Item>
          rowKey={(_, index) => String(index)}
          size="small"
          pagination={false}
          dataSource={r.items}
          scroll={{ x: 'max-content', y: 240 }}
          columns={[
            { key: 'item', title: 'Item', dataIndex: 'item' },
            {
              key: 'description',
              title: 'Description',
              render: (_, item) => text(item.description),
            },
            { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right' },
            {
              key: 'rate',
              title: 'Unit cost',
              align: 'right',
              render: (_, item) => money(item.rate),
            },
            {
              key: 'amount',
              title: 'Amount',
              align: 'right',
              render: (_, item) => money(item.amount),
            },
          ]}
        />
      </Card>
      <Card title="Urgency, terms and totals" size="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'urgency', label: 'Urgency', children: text(r.urgency) },
            { key: 'payment', label: 'Payment terms', children: text(r.payment_terms) },
            { key: 'shipping_terms', label: 'Shipping terms', children: text(r.shipping_terms) },
            { key: 'notes', label: 'Notes', children: text(r.notes) },
            { key: 'sub', label: 'Subtotal', children: money(r.sub_total) },
            {
              key: 'discount',
              label: `Discount (${r.discount_in_percent}%)`,
              children: money(r.discount),
            },
            { key: 'tax', label: `Tax (${r.tax_in_percent}%)`, children: money(r.tax) },
            { key: 'shipping', label: 'Shipping', children: money(r.shipping_cost) },
            { key: 'total', label: 'Total', children: <strong>{money(r.total)}</strong> },
          ]}
        />
      </Card>
    </Flex>
  );
}

/** One saved requisition, read-only; right after a submit it says the form was submitted. */
export function RequisitionDetailPage() {
  const api = useApi('mfe-operations');
  const { requisitionId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchOne = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const requisition = await api.call(purchaseRequisitionCalls.getRequisition, {
        params: { requisitionId },
      });
      setLoad({ state: 'ready', requisition });
    } catch (caught) {
      if (isApiError(caught) && caught.status === 404) {
        setLoad({ state: 'missing', message: caught.message });
      } else {
        setLoad({
          state: 'failed',
          message:
            isApiError(caught) && caught.status < 500 ? caught.message : MESSAGES.serverError,
        });
      }
    }
  }, [api, requisitionId]);

  useEffect(() => {
    void fetchOne();
  }, [fetchOne]);

  const title =
    load.state === 'ready'
      ? `Purchase Requisition #${load.requisition.requisition_number}`
      : 'Purchase Requisition';
  return (
    <Page
      title={title}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => navigate('../..', { relative: 'path' })}
        >
          New requisition
        </Button>
      }
    >
      <Breadcrumb
        items={[
          { title: <Link to="/record-operations">Record Operations</Link> },
          {
            title: (
              <Link to=".." relative="path">
                All requisitions
              </Link>
            ),
          },
          { title: load.state === 'ready' ? `#${load.requisition.requisition_number}` : '…' },
        ]}
      />
      {submitted && load.state === 'ready' && (
        <Alert type="success" showIcon title={MESSAGES.formSubmitted} role="status" />
      )}
      {load.state === 'loading' && <Spin description="Loading the requisition…" />}
      {load.state === 'missing' && <Empty description={load.message} />}
      {load.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={load.message}
          action={<Button onClick={() => void fetchOne()}>Retry</Button>}
        />
      )}
      {load.state === 'ready' && (
        <RequisitionStatusCard
          api={api}
          requisition={load.requisition}
          onChanged={(requisition) => setLoad({ state: 'ready', requisition })}
        />
      )}
      {load.state === 'ready' && <RequisitionView requisition={load.requisition} />}
    </Page>
  );
}
