import { use, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { finaTheme } from './theme';
import { installAntdStaticCss } from './install-antd-static-css';

// At import: the stylesheet starts loading as early as this code runs.
installAntdStaticCss();

/**
 * The antd theme and the App context (message, modal, notification) for one React root. It
 * waits (suspends) until antd's build-time CSS is in the page, since antd reads it only at its
 * first render; with the host's HTML link that is at once.
 */
export function FinaProvider({ children }: { children: ReactNode }) {
  const ready = installAntdStaticCss();
  // `use` may be called conditionally; reading a settled promise would still suspend once
  // under test renderers, so only a pending stylesheet is waited for.
  if (ready.status !== 'fulfilled') use(ready);
  return (
    <ConfigProvider theme={finaTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
