import { Alert } from 'antd';
import type { SubmitError } from '../api/submit-balance-sheet';

/** The spec's submit alerts, with the server's own words (and field) underneath. */
export function SubmitAlert({ error }: { error: SubmitError | null }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={error.title}
      {...(error.detail ? { description: error.detail } : {})}
    />
  );
}
