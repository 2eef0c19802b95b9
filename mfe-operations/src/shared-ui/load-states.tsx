import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';

/** A list that could not be loaded: the server's message and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** No company selected yet: say what to do instead of an empty screen. */
export function NeedsCompany() {
  return (
    <Empty description="Choose a company in the side menu (or create one in Settings) first." />
  );
}

/** An empty list that says what to do next. */
export function EmptyNext({ children }: { children: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} />;
}
