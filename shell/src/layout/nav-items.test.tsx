import { CHAT_BUTTON_LABEL } from '@fina/contract';
import { activeNavPath, NAV_ITEMS, pageNameOf } from './nav-items';

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

  it.each([
    ['/reports/invoice/42', 'Reports'],
    ['/balance-sheet/prepare-my-balance-sheet', 'Financial Statements'],
    ['/create-a-budget/new-business', 'Financial Plans'],
    ['/chat-with-fina/abc', CHAT_BUTTON_LABEL],
    ['/unknown', undefined],
  ])('names the page of %s %s', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });
});
