import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { finaTheme } from './theme';
import { installAntdStaticCss } from './install-antd-static-css';

// At import, before the first antd component of this root renders (antd reads it then).
installAntdStaticCss();

/** The antd theme and the App context (message, modal, notification) for one React root. */
export function FinaProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={finaTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
