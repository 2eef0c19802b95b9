import { screen, within } from '@testing-library/react';
import { mockFetch, OPEN_STATUS, restoreFetch, STATUS_URL } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { discountedCents, formatPrice } from '../../content/plans';

afterEach(restoreFetch);

describe('PricingPage', () => {
  it('lists Free and Pro with their monthly prices and features', async () => {
    mockFetch({ [STATUS_URL]: OPEN_STATUS });
    renderApp(['/pricing']);
    await screen.findByText('12 of 50 places left');

    expect(screen.getAllByRole('article')).toHaveLength(2);
    const free = screen.getByRole('article', { name: 'Free' });
    expect(free).toHaveTextContent('$0/month');
    expect(within(free).getByRole('link', { name: 'Get Started for FREE' })).toHaveAttribute(
      'href',
      '/register',
    );
    // After the page's h1, the plan names are h2s: headings never skip a level (axe).
    expect(within(free).getByRole('heading', { name: 'Free' }).tagName).toBe('H2');
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(pro).toHaveTextContent('$29/month');
    expect(within(pro).getByRole('list', { name: 'Pro features' })).toHaveTextContent(
      'Customised KPI control panel',
    );
  });

  it('offers 30% off Pro for life to early adopters, with a link to /sign-up', async () => {
    mockFetch({ [STATUS_URL]: OPEN_STATUS });
    renderApp(['/pricing']);
    expect(await screen.findByText('12 of 50 places left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30% off Pro, for life' })).toBeInTheDocument();
    expect(screen.getByText('$20.30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/sign-up');
  });

  it('formats prices and rounds the discount to the cent', () => {
    expect(formatPrice(2900)).toBe('$29');
    expect(formatPrice(discountedCents(2900, 30))).toBe('$20.30');
    expect(formatPrice(discountedCents(1999, 30))).toBe('$13.99');
  });
});
