import { Col, Radio, Row, Select } from 'antd';
import { Field } from '@fina/ui';
import { amountModeOf } from './statement-mapping';
import type { AmountMode, MappingDraft } from './statement-mapping';

interface MappingEditorProps {
  columns: string[];
  mapping: MappingDraft;
  onChange: (mapping: MappingDraft) => void;
}

/** The CSV / xlsx column mapping: which column is the date, the text, the money. */
export function MappingEditor({ columns, mapping, onChange }: MappingEditorProps) {
  const options = columns.map((c) => ({ value: c, label: c }));
  const mode = amountModeOf(mapping);
  const pick =
    (key: 'date_column' | 'amount_column' | 'debit_column' | 'credit_column' | 'balance_column') =>
    (value: string | undefined) =>
      onChange({ ...mapping, [key]: value || undefined });

  function switchMode(next: AmountMode) {
    if (next === mode) return;
    const { amount_column: _a, debit_column: _d, credit_column: _c, ...rest } = mapping;
    onChange(rest);
  }

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={8}>
        <Field label="Date column" required>
          <Select
            value={mapping.date_column}
            placeholder="Pick a column"
            options={options}
            onChange={pick('date_column')}
          />
        </Field>
      </Col>
      <Col xs={24} md={16}>
        <Field label="Description columns" required help="Several are joined, e.g. Payee + Memo">
          <Select
            mode="multiple"
            value={mapping.description_columns ?? []}
            placeholder="Pick one or more columns"
            options={options}
            onChange={(value: string[]) => onChange({ ...mapping, description_columns: value })}
          />
        </Field>
      </Col>
      <Col xs={24}>
        <Radio.Group
          aria-label="How the file shows amounts"
          value={mode}
          onChange={(e) => switchMode(e.target.value as AmountMode)}
          options={[
            { value: 'signed', label: 'One amount column (minus is money out)' },
            { value: 'split', label: 'Money out and money in columns' },
          ]}
        />
      </Col>
      {mode === 'signed' ? (
        <Col xs={24} md={8}>
          <Field label="Amount column" required>
            <Select
              value={mapping.amount_column}
              placeholder="Pick a column"
              options={options}
              onChange={pick('amount_column')}
            />
          </Field>
        </Col>
      ) : (
        <>
          <Col xs={24} md={8}>
            <Field label="Money out column">
              <Select
                allowClear
                value={mapping.debit_column}
                placeholder="Pick a column"
                options={options}
                onChange={pick('debit_column')}
              />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field label="Money in column">
              <Select
                allowClear
                value={mapping.credit_column}
                placeholder="Pick a column"
                options={options}
                onChange={pick('credit_column')}
              />
            </Field>
          </Col>
        </>
      )}
      <Col xs={24} md={8}>
        <Field label="Balance column" help="Optional">
          <Select
            allowClear
            value={mapping.balance_column}
            placeholder="None"
            options={options}
            onChange={pick('balance_column')}
          />
        </Field>
      </Col>
    </Row>
  );
}
