import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fina/contract/core';
import { mockFetch, OPEN_STATUS, restoreFetch, STATUS_URL } from './testing/mock-fetch';
import { renderApp } from './testing/render-app';

beforeEach(() => mockFetch({ [STATUS_URL]: OPEN_STATUS }));
afterEach(() => {
  restoreFetch();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('LandingApp routes', () => {
  it.each([
    ['/privacy', 'Data Privacy', /encrypted in transit and at rest/],
    ['/terms', 'Terms & Conditions', /do not replace professional financial/],
  ])('%s shows the policy', (path, title, text) => {
    renderApp([path]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each(['/our-team', '/blog', '/pricing/extra'])('%s is the catch-all page', (path) => {
    renderApp([path]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.notFoundPage);
  });

  it('every page has the top bar and the footer', () => {
    renderApp(['/terms']);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contact');
  });

  it('opens /pricing from the small-screen menu', async () => {
    const user = userEvent.setup();
    renderApp(['/']);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Simple pricing for growing businesses',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('scrolls to a section and focuses it when its link is followed', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const { container } = renderApp(['/pricing']);
    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    const faqs = container.querySelector('#faqs');
    expect(faqs).not.toBeNull();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(faqs);
    expect(faqs).toHaveFocus();
  });

  it('the skip link moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderApp(['/terms']);
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
