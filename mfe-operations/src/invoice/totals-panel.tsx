import type { ReactNode } from 'react';
import { Divider, Flex, Input, Typography } from 'antd';
import type { InvoiceFigures } from '@fina/finance';
import type { FieldIssues, InvoiceFormValues, TotalsField } from './invoice-draft';
import { FieldError, errorProps } from '../shared-ui/field-error';

interface Props {
  values: Pick<InvoiceFormValues, TotalsField>;
  figures: InvoiceFigures | null;
  issues: FieldIssues;
  onChange: (field: TotalsField, value: string) => void;
}

function Row({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Flex justify="space-between" align="start" gap={12}>
      <Typography.Text strong={strong} type={strong ? undefined : 'secondary'}>
        {label}
      </Typography.Text>
      <div style={{ textAlign: 'right', minWidth: 160 }}>{children}</div>
    </Flex>
  );
}

const INPUTS: Record<TotalsField, { label: string; suffix?: string }> = {
  discount_in_percent: { label: 'Discount', suffix: '%' },
  tax_in_percent: { label: 'Tax', suffix: '%' },
  shipping_cost: { label: 'Shipping' },
  amount_paid: { label: 'Amount Paid' },
};

/** Subtotal, discount %, tax %, shipping, total, amount paid and balance due, from the engine. */
export function TotalsPanel({ values, figures, issues, onChange }: Props) {
  const shown = (text: string | undefined) => (
    <Typography.Text strong>{figures && text !== undefined ? text : '—'}</Typography.Text>
  );
  const input = (field: TotalsField) => {
    const { label, suffix } = INPUTS[field];
    const errorId = `invoice-${field}-error`;
    return (
      <>
        <Input
          aria-label={label}
          value={values[field]}
          inputMode="decimal"
          placeholder="0"
          suffix={suffix}
          onChange={(event) => onChange(field, event.target.value)}
          style={{ maxWidth: 160, textAlign: 'right' }}
          {...errorProps(errorId, issues[field])}
        />
        <FieldError id={errorId} message={issues[field]} />
      </>
    );
  };

  return (
    <Flex vertical gap={8} aria-label="Totals" role="group">
      <Row label="Subtotal">{shown(figures?.sub_total.formatted)}</Row>
      <Row label="Discount">
        {input('discount_in_percent')}
        {figures && figures.discount.minor > 0 && (
          <Typography.Text type="secondary">−{figures.discount.formatted}</Typography.Text>
        )}
      </Row>
      <Row label="Tax">
        {input('tax_in_percent')}
        {figures && figures.tax.minor > 0 && (
          <Typography.Text type="secondary">+{figures.tax.formatted}</Typography.Text>
        )}
      </Row>
      <Row label="Shipping">{input('shipping_cost')}</Row>
      <Divider style={{ margin: '4px 0' }} />
      <Row label="Total" strong>
        <span data-testid="invoice-total">{shown(figures?.total.formatted)}</span>
      </Row>
      <Row label="Amount Paid">{input('amount_paid')}</Row>
      <Row label="Balance Due" strong>
        <span data-testid="invoice-balance-due">
          {shown(issues.amount_paid ? undefined : figures?.balance_due.formatted)}
        </span>
      </Row>
    </Flex>
  );
}
