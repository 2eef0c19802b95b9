import { Select } from 'antd';
import { GROWTH_RATE_LABELS } from '@fina/contract';
import { Field } from '@fina/ui';

/** The spec's growth select: 10%…100% by 10, 150%, 200%; its hint. */
export function GrowthQuestion({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Sales growth next year"
      required
      help="Usual answers are 10%-20%; 100% is very fast growth."
    >
      <Select
        value={value}
        onChange={onChange}
        options={GROWTH_RATE_LABELS.map((label) => ({ value: label, label }))}
        style={{ maxWidth: 200 }}
      />
    </Field>
  );
}
