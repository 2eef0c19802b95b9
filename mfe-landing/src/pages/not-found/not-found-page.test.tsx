import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fina/contract/core';
import { mockFetch, OPEN_STATUS, restoreFetch, STATUS_URL } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

beforeEach(() => mockFetch({ [STATUS_URL]: OPEN_STATUS }));
afterEach(restoreFetch);

describe('NotFoundPage', () => {
  it('shows the exact text for any unknown path', () => {
    renderApp(['/no/such/page']);
    expect(screen.getByText(MESSAGES.notFoundPage)).toBeInTheDocument();
    expect(MESSAGES.notFoundPage).toBe(
      'Oops. The page you are looking for is under construction. Come back later.',
    );
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take me home' })).toBeInTheDocument();
  });

  it("'Go back' returns to the previous page", async () => {
    const user = userEvent.setup();
    renderApp(['/pricing', '/blog']);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Simple pricing for growing businesses',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.notFoundPage)).not.toBeInTheDocument();
  });

  it("'Go back' goes home when there is no previous page", async () => {
    const user = userEvent.setup();
    renderApp(['/our-team']);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Know your numbers/ }),
    ).toBeInTheDocument();
  });

  it("'Take me home' goes to /", async () => {
    const user = userEvent.setup();
    renderApp(['/pricing', '/blog']);
    await user.click(screen.getByRole('button', { name: 'Take me home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Know your numbers/ }),
    ).toBeInTheDocument();
  });
});
