import { Alert, Radio } from 'antd';
import type { DateOrder } from '@fina/contract';

/** Asked when every date in the file reads both ways (e.g. 03/04/2026): which is the day? */
export function DateOrderQuestion({
  value,
  example,
  onChange,
}: {
  value: DateOrder | null;
  example: string | undefined;
  onChange: (order: DateOrder) => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title="How does your bank write dates?"
      description={
        <Radio.Group
          aria-label="Date order"
          value={value}
          onChange={(e) => onChange(e.target.value as DateOrder)}
          options={[
            {
              value: 'dmy',
              label: `Day first (dd/mm/yyyy)${example ? `: ${example} is ${readAs(example, 'dmy')}` : ''}`,
            },
            {
              value: 'mdy',
              label: `Month first (mm/dd/yyyy)${example ? `: ${example} is ${readAs(example, 'mdy')}` : ''}`,
            },
          ]}
        />
      }
    />
  );
}

/** '03/04/2026' read as dmy → '3 April 2026'. */
function readAs(example: string, order: 'dmy' | 'mdy'): string {
  const parts = example.split(/[^0-9]+/).map(Number);
  if (parts.length < 3) return example;
  const [a = 1, b = 1, year = 1970] = parts;
  const [day, month] = order === 'dmy' ? [a, b] : [b, a];
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(year < 100 ? 2000 + year : year, month - 1, day));
}
