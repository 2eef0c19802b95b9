import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  mockFetch,
  NEWSLETTER_URL,
  restoreFetch,
  sentBody,
} from '../../testing/mock-fetch';
import { NewsletterForm } from './newsletter-form';

afterEach(restoreFetch);

async function join(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Join' }));
  return user;
}

describe('NewsletterForm', () => {
  it.each(['', 'not-an-email', 'owner@shop'])(
    'refuses %p on the client without calling the server',
    async (email) => {
      const fetchMock = mockFetch({});
      await join(email);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
      expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("subscribes, disables the form while sending and shows the server's message", async () => {
    const reply = deferred();
    const fetchMock = mockFetch({ [NEWSLETTER_URL]: () => reply.promise });
    await join('  owner@bakery.com ');

    expect(screen.getByRole('button', { name: 'Joining…' })).toBeDisabled();
    expect(screen.getByLabelText('Email address')).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      NEWSLETTER_URL,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(fetchMock, NEWSLETTER_URL)).toEqual({ email: 'owner@bakery.com' });

    reply.resolve({ body: { message: 'Thanks! You are subscribed.', already_subscribed: false } });
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! You are subscribed.');
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('shows the already-subscribed answer of the server', async () => {
    mockFetch({
      [NEWSLETTER_URL]: {
        body: { message: 'You are already subscribed.', already_subscribed: true },
      },
    });
    await join('owner@bakery.com');
    expect(await screen.findByRole('status')).toHaveTextContent('You are already subscribed.');
  });

  it("shows the server's error message", async () => {
    mockFetch({
      [NEWSLETTER_URL]: { status: 400, body: { message: 'Email must be a valid email address.' } },
    });
    await join('owner@bakery.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email must be a valid email address.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@bakery.com');
  });

  it('says so when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await join('owner@bakery.com');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server'),
    );
  });
});
