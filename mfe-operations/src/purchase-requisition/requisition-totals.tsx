import { Col, Descriptions, Row } from 'antd';
import type { PurchaseRequisitionFigures } from '@fina/finance';
import type { FieldErrors, RequisitionDraft } from './requisition-draft';
import { TextInputField } from './text-input-field';

interface RequisitionTotalsProps {
  draft: RequisitionDraft;
  errors: FieldErrors;
  figures: PurchaseRequisitionFigures | null;
  onChange: (patch: Partial<RequisitionDraft>) => void;
}

const INPUTS = [
  { key: 'discount_in_percent', label: 'Discount (%)', id: 'requisition-discount-in-percent' },
  { key: 'tax_in_percent', label: 'Tax (%)', id: 'requisition-tax-in-percent' },
  { key: 'shipping_cost', label: 'Shipping', id: 'requisition-shipping-cost' },
] as const;

/**
 * Discount, tax and shipping, and the totals the engine computes from them as the user
 * types: tax applies to the discounted subtotal (DECISIONS.md, as on the invoice).
 */
export function RequisitionTotals({ draft, errors, figures, onChange }: RequisitionTotalsProps) {
  const show = (value: { formatted: string } | undefined) => value?.formatted ?? '—';
  return (
    <Row gutter={16}>
      <Col xs={24} md={10}>
        {INPUTS.map((input) => (
          <TextInputField
            key={input.key}
            id={input.id}
            label={input.label}
            inputMode="decimal"
            maxLength={40}
            placeholder="0"
            value={draft[input.key]}
            error={errors[input.key]}
            onChange={(value) => onChange({ [input.key]: value })}
          />
        ))}
      </Col>
      <Col xs={24} md={14}>
        <div aria-live="polite">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'sub', label: 'Subtotal', children: show(figures?.sub_total) },
              {
                key: 'discount',
                label: `Discount (${figures?.discount_in_percent ?? '0'}%)`,
                children: show(figures?.discount),
              },
              {
                key: 'tax',
                label: `Tax (${figures?.tax_in_percent ?? '0'}% of ${show(figures?.discounted_sub_total)})`,
                children: show(figures?.tax),
              },
              { key: 'shipping', label: 'Shipping', children: show(figures?.shipping_cost) },
              { key: 'total', label: 'Total', children: <strong>{show(figures?.total)}</strong> },
            ]}
          />
        </div>
      </Col>
    </Row>
  );
}
