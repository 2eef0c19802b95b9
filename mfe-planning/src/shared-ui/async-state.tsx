import type { ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Spin } from 'antd';

interface AsyncStateProps {
  loading: boolean;
  error: string | null;
  /** True when loaded with nothing to show. */
  empty: boolean;
  loadingLabel: string;
  emptyText: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** The three states every list on these pages has before its content: loading, error, empty. */
export function AsyncState({
  loading,
  error,
  empty,
  loadingLabel,
  emptyText,
  onRetry,
  children,
}: AsyncStateProps) {
  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 24 }} role="status" aria-label={loadingLabel}>
        <Spin />
        <span style={{ marginLeft: 8 }}>{loadingLabel}</span>
      </Flex>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={error}
        action={onRetry && <Button onClick={onRetry}>Retry</Button>}
      />
    );
  }
  if (empty) return <Empty description={emptyText} />;
  return <>{children}</>;
}
