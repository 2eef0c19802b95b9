import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Breadcrumb, Button, Card, Descriptions, Empty, Flex, Spin } from 'antd';
import { Table } from '@fina/antd-deferred';
import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, purchaseRequisitionCalls } from '@fina/contract';
import type { RequisitionDetail } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Page, useApi, useIsPhone } from '@fina/ui';
import { formatAmount, formatDate } from './format-amount';
import { RequisitionItemCards } from './requisition-cards';
import { RequisitionStatusCard } from './requisition-status';

/** After "Save as draft": what was done and the next step, in one line. */
export const REQUISITION_DRAFT_SAVED =
  'Saved as a draft. Submit it for approval below when it is ready.';

type Load =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; requisition: RequisitionDetail };

type Item = RequisitionDetail['items'][number];

/** "0", "0.00", "" : nothing was entered, so the line is left out rather than shown as 0. */
const isZero = (amount: string) => !/[1-9]/.test(amount);

function RequisitionView({ requisition: r }: { requisition: RequisitionDetail }) {
  const phone = useIsPhone();
  const money = (amount: string) => formatAmount(amount, r.currency);
  const text = (value: string) => value || '—';
  const charges = [
    ...(isZero(r.discount)
      ? []
      : [
          {
            key: 'discount',
            label: `Discount (${r.discount_in_percent}%)`,
            children: `−${money(r.discount)}`,
          },
        ]),
    ...(isZero(r.tax)
      ? []
      : [{ key: 'tax', label: `Tax (${r.tax_in_percent}%)`, children: money(r.tax) }]),
    ...(isZero(r.shipping_cost)
      ? []
      : [{ key: 'shipping', label: 'Shipping', children: money(r.shipping_cost) }]),
  ];
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
        {phone ? (
          <RequisitionItemCards items={r.items} money={money} />
        ) : (
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
        )}
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
            ...charges,
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
  // Right after the form: 'submitted' or 'draft', for the one-line confirmation.
  const saved = (location.state as { saved?: 'submitted' | 'draft' } | null)?.saved;
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
      {saved && load.state === 'ready' && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={saved === 'draft' ? REQUISITION_DRAFT_SAVED : MESSAGES.formSubmitted}
        />
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
