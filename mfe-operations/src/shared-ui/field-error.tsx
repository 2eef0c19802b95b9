import { Typography } from 'antd';

/** A field's message, shown right under it and announced (linked by aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text id={id} type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {message}
    </Typography.Text>
  );
}

/** Props that tie an input to its message. */
export function errorProps(id: string, message: string | undefined) {
  return message
    ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': id }
    : { 'aria-invalid': false };
}
