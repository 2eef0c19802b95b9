import type { ThemeConfig } from 'antd';

/**
 * The landing's design language (mfe-landing layout.module.css and button.module.css) as
 * values the signed-in apps share: one brand teal, slate ink, soft borders, pill buttons.
 * Kept as named constants so the few frames that paint a background use the same ones.
 */
export const FINA_COLORS = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brandDeep: '#0e4f5c',
  brandTint: '#ecfbf8',
  ink: '#0f172a',
  text: '#334155',
  muted: '#5b6b80',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  surface: '#ffffff',
  surfaceAlt: '#f4f8f9',
  danger: '#b42318',
  success: '#067647',
  warning: '#b54708',
} as const;

export const FINA_FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const c = FINA_COLORS;

/** Fina's one antd theme: every app's colours, type and shapes come from these tokens. */
export const finaTheme: ThemeConfig = {
  // A fixed name for the class that carries the theme's CSS variables (antd otherwise derives
  // it from React's useId, which differs between the build-time extraction and the page), so
  // the build-time stylesheet's variables apply as they are.
  cssVar: { key: 'css-var-fina' },
  token: {
    colorPrimary: c.brand,
    colorInfo: c.brand,
    colorLink: c.brand,
    colorLinkHover: c.brandDark,
    colorSuccess: c.success,
    colorError: c.danger,
    colorWarning: c.warning,
    colorTextBase: c.ink,
    colorTextHeading: c.ink,
    // Secondary text keeps at least 4.5:1 on white (the landing's muted slate).
    colorTextSecondary: c.muted,
    colorTextDescription: c.muted,
    colorTextTertiary: '#64748b',
    colorTextPlaceholder: '#64748b',
    colorBorder: c.borderStrong,
    colorBorderSecondary: c.border,
    colorBgLayout: c.surfaceAlt,
    fontFamily: FINA_FONT_FAMILY,
    fontSize: 15,
    // Headings and strong text: the landing's bold, confident titles.
    fontWeightStrong: 700,
    fontSizeHeading1: 36,
    fontSizeHeading2: 28,
    fontSizeHeading3: 22,
    fontSizeHeading4: 18,
    fontSizeHeading5: 16,
    borderRadius: 10,
    borderRadiusLG: 16,
    borderRadiusSM: 8,
    controlHeight: 40,
    controlHeightLG: 48,
    controlHeightSM: 30,
    boxShadowTertiary: '0 1px 2px rgb(15 23 42 / 6%), 0 1px 3px rgb(15 23 42 / 8%)',
  },
  components: {
    Button: {
      // The landing's pill buttons; a primary lifts with the brand's soft shadow.
      borderRadius: 999,
      borderRadiusLG: 999,
      borderRadiusSM: 999,
      fontWeight: 600,
      paddingInline: 20,
      primaryShadow: '0 8px 20px -10px rgb(15 118 110 / 70%)',
      defaultShadow: 'none',
      dangerShadow: 'none',
      defaultBorderColor: c.borderStrong,
      defaultColor: c.ink,
    },
    Card: {
      headerFontSize: 17,
      headerHeight: 60,
    },
    Layout: {
      siderBg: c.surface,
      headerBg: c.surface,
      bodyBg: c.surfaceAlt,
      headerHeight: 60,
      headerPadding: '0 16px',
    },
    Menu: {
      itemBg: 'transparent',
      itemColor: c.text,
      itemHoverColor: c.ink,
      itemHoverBg: c.surfaceAlt,
      itemSelectedBg: c.brandTint,
      itemSelectedColor: c.brandDark,
      itemActiveBg: c.brandTint,
      itemBorderRadius: 10,
      itemHeight: 40,
      itemMarginInline: 12,
      activeBarBorderWidth: 0,
      fontSize: 15,
    },
    Descriptions: { labelColor: c.muted, colonMarginRight: 12 },
    Alert: { withDescriptionPadding: '16px 20px' },
  },
};
