import { CHAT_BUTTON_LABEL, CHAT_ROUTE } from '@fina/contract/core';

/** The side navigation of the spec, in its order; `label` is what the user reads. */
export const NAV_ITEMS = [
  { path: '/financial-performance', label: 'Financial Performance' },
  { path: '/cashflow-overview', label: 'Cashflow Overview' },
  { path: '/financial-plans', label: 'Financial Plans' },
  { path: '/financing', label: 'Financing' },
  { path: '/balance-sheet', label: 'Financial Statements' },
  { path: '/record-operations', label: 'Record Operations' },
  { path: '/reports', label: 'Reports' },
  { path: '/settings', label: 'Settings' },
  { path: '/dashboard', label: 'Dashboard' },
] as const;

export const CHAT_NAV = { path: CHAT_ROUTE } as const;

/** The nav item a path belongs to: the longest item path that prefixes it. */
export function activeNavPath(pathname: string): string | undefined {
  const all: string[] = [...NAV_ITEMS.map((item) => item.path), CHAT_NAV.path];
  if (pathname.startsWith('/create-a-budget')) return '/financial-plans';
  return all
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The name of the page a path shows, for the phone top bar: its nav item's label. */
export function pageNameOf(pathname: string): string | undefined {
  const active = activeNavPath(pathname);
  if (active === CHAT_NAV.path) return CHAT_BUTTON_LABEL;
  return NAV_ITEMS.find((item) => item.path === active)?.label;
}
