import { Input } from 'antd';
import { Form } from '@fina/antd-deferred';

interface TextInputFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** 'date' uses the browser's date input (keyboard and phone friendly, ISO value). */
  type?: 'text' | 'date' | 'tel';
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
  maxLength?: number;
}

/** A labelled input with its message under it (the form's state lives in the page). */
export function TextInputField({
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
  maxLength = 200,
}: TextInputFieldProps) {
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {multiline ? (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Form.Item>
  );
}
