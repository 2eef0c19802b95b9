/** The single-value questions: company, date, cash on hand (each with its label and error). */
import { Input } from 'antd';
import { Form } from '@fina/antd-deferred';
import { CompanyField } from './company-field';
import { AmountInput } from './amount-input';

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  label?: string;
}

const status = (error: string | undefined) =>
  error ? { validateStatus: 'error' as const, help: error } : {};

export function CompanyQuestion({ value, onChange, error, label = 'Company' }: FieldProps<string>) {
  return (
    <Form.Item label={label} htmlFor="bs-company" required {...status(error)}>
      <CompanyField id="bs-company" value={value} onChange={onChange} error={error} />
    </Form.Item>
  );
}

export function DateQuestion({ value, onChange, error, label = 'Date' }: FieldProps<string>) {
  return (
    <Form.Item label={label} htmlFor="bs-date" required {...status(error)}>
      <Input
        id="bs-date"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        status={error ? 'error' : undefined}
        style={{ maxWidth: 220 }}
      />
    </Form.Item>
  );
}

export function CashOnHandQuestion({
  value,
  onChange,
  error,
  label = 'Cash on hand',
}: FieldProps<string>) {
  return (
    <Form.Item label={label} htmlFor="bs-cash-on-hand" required {...status(error)}>
      <div style={{ maxWidth: 220 }}>
        <AmountInput
          id="bs-cash-on-hand"
          aria-label={label}
          value={value}
          onChange={onChange}
          {...(error ? { status: 'error' as const } : {})}
        />
      </div>
    </Form.Item>
  );
}
