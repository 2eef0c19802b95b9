import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { finaTheme } from './theme';

/** The antd theme and the App context (message, modal, notification) for one React root. */
export function FinaProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={finaTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
