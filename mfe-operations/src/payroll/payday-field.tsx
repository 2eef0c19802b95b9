import { Select } from 'antd';
import { Form } from '@fina/antd-deferred';
import { PAYDAY_OPTIONS } from '@fina/contract';
import type { PaydayOption } from '@fina/finance';

interface PaydayFieldProps {
  payday: PaydayOption | undefined;
  customDays: number[];
  paydayError?: string;
  daysError?: string;
  onChange: (payday: PaydayOption, customDays: number[]) => void;
}

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

/** The spec's four payday options; 'Others' asks for the days of the month (1-31). */
export function PaydayField({
  payday,
  customDays,
  paydayError,
  daysError,
  onChange,
}: PaydayFieldProps) {
  return (
    <>
      <Form.Item
        label="Payday"
        htmlFor="payroll-payday"
        required
        validateStatus={paydayError ? 'error' : undefined}
        help={paydayError}
        style={{ maxWidth: 420 }}
      >
        <Select<PaydayOption>
          id="payroll-payday"
          placeholder="How often do you pay?"
          value={payday}
          options={PAYDAY_OPTIONS.map((option) => ({ value: option, label: option }))}
          onChange={(value) => onChange(value, customDays)}
        />
      </Form.Item>
      {payday === 'Others' && (
        <Form.Item
          label="Days of the month"
          htmlFor="payroll-custom-days"
          required
          extra="A day past a month's end is paid on its last day (the 31st in April is the 30th)."
          validateStatus={daysError ? 'error' : undefined}
          help={daysError}
          style={{ maxWidth: 420 }}
        >
          <Select<number[]>
            id="payroll-custom-days"
            mode="multiple"
            virtual={false}
            placeholder="Choose one or more days"
            value={customDays}
            options={DAY_OPTIONS}
            onChange={(days) =>
              onChange(
                'Others',
                [...days].sort((a, b) => a - b),
              )
            }
          />
        </Form.Item>
      )}
    </>
  );
}
