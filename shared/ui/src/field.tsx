import { cloneElement, isValidElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Typography } from 'antd';

interface FieldProps {
  label: ReactNode;
  /** A hint or rule under the input. */
  help?: ReactNode;
  /** A validation message for this field, shown under it and announced. */
  error?: string | null;
  required?: boolean;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/**
 * A label tied to its input by id, so the input's accessible name is the label alone
 * (wrapping labels would also take in icon names, such as a password's show/hide).
 */
export function Field({ label, help, error, required, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const input = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || help ? messageId : undefined,
      })
    : children;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id}>
        <Typography.Text>
          {label}
          {required && <span aria-hidden> *</span>}
        </Typography.Text>
      </label>
      {input}
      {(error || help) && (
        <Typography.Text
          id={messageId}
          type={error ? 'danger' : 'secondary'}
          style={{ fontSize: 12 }}
          role={error ? 'alert' : undefined}
        >
          {error || help}
        </Typography.Text>
      )}
    </div>
  );
}
