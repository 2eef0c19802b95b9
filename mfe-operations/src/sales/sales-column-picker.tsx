import { Col, Row, Select } from 'antd';
import type { SalesMapping, SalesPreview } from '@fina/contract';
import { Field } from '@fina/ui';

interface SalesColumnPickerProps {
  preview: SalesPreview;
  mapping: Partial<SalesMapping>;
  onChange: (mapping: Partial<SalesMapping>) => void;
}

/** Which column is the date, the amount and (optionally) the product; the sheet of a workbook. */
export function SalesColumnPicker({ preview, mapping, onChange }: SalesColumnPickerProps) {
  const columns = preview.columns.map((c) => ({ value: c, label: c }));
  const pick = (key: keyof SalesMapping) => (value: string | undefined) =>
    onChange({ ...mapping, [key]: value || undefined });
  return (
    <Row gutter={[12, 12]}>
      {preview.sheets.length > 1 && (
        <Col xs={24} sm={12} lg={6}>
          <Field label="Sheet">
            <Select
              value={mapping.sheet ?? preview.sheet ?? undefined}
              options={preview.sheets.map((s) => ({ value: s, label: s }))}
              // A new sheet has new headers: the columns are picked again.
              onChange={(sheet: string) => onChange({ sheet })}
            />
          </Field>
        </Col>
      )}
      <Col xs={24} sm={12} lg={6}>
        <Field label="Date column" required>
          <Select
            value={mapping.date_column}
            placeholder="Pick the date column"
            options={columns}
            onChange={pick('date_column')}
          />
        </Field>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Field label="Amount column" required>
          <Select
            value={mapping.amount_column}
            placeholder="Pick the amount column"
            options={columns}
            onChange={pick('amount_column')}
          />
        </Field>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Field label="Product column" help="Optional">
          <Select
            allowClear
            value={mapping.product_column}
            placeholder="None"
            options={columns}
            onChange={pick('product_column')}
          />
        </Field>
      </Col>
    </Row>
  );
}
