import type { ThemeConfig } from 'antd';

/** Fina's one antd theme: every app's colours and shapes come from these tokens. */
export const finaTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorInfo: '#0f766e',
    colorLink: '#0f766e',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#0b3b3a', headerBg: '#ffffff', bodyBg: '#f5f7f7' },
    Menu: {
      darkItemBg: '#0b3b3a',
      darkItemSelectedBg: '#14b8a6',
      darkItemSelectedColor: '#04201f',
    },
  },
};
