import { activeNavPath, NAV_ITEMS } from './nav-items';

describe('the side navigation', () => {
  it('lists the spec items in order with the balance sheet labelled Financial Statements', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Financial Performance',
      'Cashflow Overview',
      'Financial Plans',
      'Financing',
      'Financial Statements',
      'Record Operations',
      'Reports',
      'Settings',
      'Dashboard',
    ]);
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/balance-sheet/prepare-my-balance-sheet', '/balance-sheet'],
    ['/reports/invoice/42', '/reports'],
    ['/create-a-budget/new-business', '/financial-plans'],
    ['/chat-with-fina/abc', '/chat-with-fina'],
    ['/unknown', undefined],
  ])('highlights %s as %s', (path, active) => {
    expect(activeNavPath(path)).toBe(active);
  });
});
