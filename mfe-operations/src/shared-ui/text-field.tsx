import { Input } from 'antd';
import { Form } from '@fina/antd-deferred';
import { FieldError, errorProps } from './field-error';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'date';
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** Accepted by date inputs: the earliest day that can be picked. */
  min?: string;
}

/** A labelled input with its message right under it (DECISIONS.md: messages next to the field). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  multiline,
  placeholder,
  inputMode,
  min,
}: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    placeholder,
    ...errorProps(errorId, error),
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      style={{ marginBottom: 12 }}
      help={error ? <FieldError id={errorId} message={error} /> : undefined}
      validateStatus={error ? 'error' : undefined}
    >
      {multiline ? (
        <Input.TextArea {...shared} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          {...shared}
          type={type}
          min={min}
          inputMode={inputMode}
          aria-required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Form.Item>
  );
}
