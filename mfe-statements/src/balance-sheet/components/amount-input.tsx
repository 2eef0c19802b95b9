import { InputNumber } from 'antd';

interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  'aria-label': string;
  id?: string;
  status?: 'error';
  placeholder?: string;
}

/**
 * A number typed as exact text (antd's string mode: no binary float in between), 0 or more.
 * Blank stays '' so required fields can say so.
 */
export function AmountInput({ value, onChange, status, placeholder, ...rest }: AmountInputProps) {
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      min="0"
      controls={false}
      inputMode="decimal"
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      status={status}
      placeholder={placeholder}
      style={{ width: '100%', minWidth: 110 }}
    />
  );
}
