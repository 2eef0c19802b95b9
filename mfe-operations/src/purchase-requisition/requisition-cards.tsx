import { Link } from 'react-router-dom';
import { Card, Flex, Typography } from 'antd';
import type { RequisitionDetail, RequisitionSummary } from '@fina/contract';
import { formatAmount, formatDate } from './format-amount';
import { RequisitionStatusTag } from './requisition-status';

/** The requisition list on a phone: one stacked card per requisition, the card a link. */
export function RequisitionCards({ rows }: { rows: RequisitionSummary[] }) {
  return (
    <ul aria-label="Requisitions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li key={row.requisition_id} style={{ padding: '4px 0' }}>
          <Link
            to={row.requisition_id}
            aria-label={`#${row.requisition_number}`}
            style={{ display: 'block', color: 'inherit' }}
          >
            <Card size="small">
              <Flex justify="space-between" align="start" gap={8}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    #{row.requisition_number} · {row.vendor_name || 'No vendor yet'}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {formatDate(row.date)}
                    {row.requisitioned_by ? ` · ${row.requisitioned_by}` : ''}
                  </Typography.Text>
                </div>
                <RequisitionStatusTag status={row.status} />
              </Flex>
              <Flex justify="space-between" gap={8} style={{ marginTop: 8 }}>
                <Typography.Text type="secondary" ellipsis style={{ minWidth: 0 }}>
                  {row.purpose}
                </Typography.Text>
                <Typography.Text strong>{formatAmount(row.total, row.currency)}</Typography.Text>
              </Flex>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type Item = RequisitionDetail['items'][number];

/** A requisition's items on a phone: each item a card with every figure in view. */
export function RequisitionItemCards({
  items,
  money,
}: {
  items: Item[];
  money: (amount: string) => string;
}) {
  return (
    <ul aria-label="Items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={index}
          style={{ padding: '8px 0', borderTop: index > 0 ? '1px solid #e5e7eb' : undefined }}
        >
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong>{item.item}</Typography.Text>
            <Typography.Text strong>{money(item.amount)}</Typography.Text>
          </Flex>
          {item.description && (
            <Typography.Text type="secondary">{item.description}</Typography.Text>
          )}
          <div>
            <Typography.Text type="secondary">
              {item.quantity} × {money(item.rate)}
            </Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
