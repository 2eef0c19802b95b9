import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLOSED_STATUS,
  CREATE_ACCOUNT_URL,
  deferred,
  mockFetch,
  OPEN_STATUS,
  restoreFetch,
  sentBody,
  STATUS_URL,
} from '../../testing/mock-fetch';
import type { MockReply } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

afterEach(restoreFetch);

type Fields = { email?: string; password?: string; confirm?: string };

async function fillAndSubmit(fields: Fields) {
  const user = userEvent.setup();
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  if (fields.confirm) await user.type(screen.getByLabelText('Confirm password'), fields.confirm);
  await user.click(screen.getByRole('button', { name: /Claim my place|Create free account/ }));
  return user;
}

const VALID = { email: 'owner@bakery.com', password: 'secret123', confirm: 'secret123' };

async function renderSignUp(
  createAccount?: MockReply | (() => Promise<MockReply>),
  status = OPEN_STATUS,
) {
  const fetchMock = mockFetch({
    [STATUS_URL]: status,
    ...(createAccount ? { [CREATE_ACCOUNT_URL]: createAccount } : {}),
  });
  renderApp(['/sign-up']);
  await screen.findByText(/\d+ of \d+ places left|offer is closed/);
  return fetchMock;
}

describe('SignUpPage', () => {
  it('shows the places left and the offer end date', async () => {
    await renderSignUp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Be one of our first 50 users',
    );
    expect(screen.getByText('12 of 50 places left')).toBeInTheDocument();
    expect(screen.getByText('Offer valid until October 25, 2025.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Claim your place' })).toBeInTheDocument();
  });

  it.each<[string, Fields]>([
    ['nothing', {}],
    ['no confirmation', { email: 'owner@bakery.com', password: 'secret123' }],
    ['no email', { password: 'secret123', confirm: 'secret123' }],
    ['a blank email', { email: '   ', password: 'secret123', confirm: 'secret123' }],
  ])('requires every field (%s)', async (_case, fields) => {
    const fetchMock = await renderSignUp();
    await fillAndSubmit(fields);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalledWith(CREATE_ACCOUNT_URL, expect.anything());
  });

  it('refuses passwords that do not match', async () => {
    const fetchMock = await renderSignUp();
    await fillAndSubmit({ ...VALID, confirm: 'secret124' });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalledWith(CREATE_ACCOUNT_URL, expect.anything());
  });

  it('says the account exists on 474', async () => {
    await renderSignUp({ status: 474, body: { message: 'Email already registered' } });
    await fillAndSubmit(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it("shows the server's message on 400", async () => {
    const message = 'Password must be at least 8 characters and contain a letter and a number.';
    await renderSignUp({ status: 400, body: { message, field: 'password' } });
    await fillAndSubmit(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([500, 503])('says registration failed on any other status (%i)', async (status) => {
    await renderSignUp({ status, body: { message: 'Internal Server Error' } });
    await fillAndSubmit(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Claim my place' })).toBeEnabled();
  });

  it('claims a place and shows the success panel with a link to /login', async () => {
    const reply = deferred();
    const fetchMock = await renderSignUp(() => reply.promise);
    await fillAndSubmit({ ...VALID, email: ' owner@bakery.com ' });

    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    expect(sentBody(fetchMock, CREATE_ACCOUNT_URL)).toEqual({
      email: 'owner@bakery.com',
      password: 'secret123',
      early_adopter: true,
    });

    reply.resolve({ body: { message: 'Account created', user_id: 'u1', early_adopter: true } });
    const heading = await screen.findByRole('heading', { name: 'Welcome aboard, early adopter!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/You have claimed one of the first 50 places/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    // The places left are read again after the claim.
    expect(fetchMock.mock.calls.filter(([url]) => url === STATUS_URL).length).toBeGreaterThan(1);
  });

  it('says when no place could be claimed after all', async () => {
    await renderSignUp({
      body: { message: 'Account created', user_id: 'u1', early_adopter: false },
    });
    await fillAndSubmit(VALID);
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/starts on the Free plan/)).toBeInTheDocument();
  });

  it('when the offer is closed, says so and registers a normal free account', async () => {
    const fetchMock = await renderSignUp(
      { body: { message: 'Account created', user_id: 'u1', early_adopter: false } },
      CLOSED_STATUS,
    );
    expect(screen.getByText('The early-adopter offer is closed')).toBeInTheDocument();
    expect(screen.queryByText(/Offer valid until/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeInTheDocument();

    await fillAndSubmit(VALID);
    expect(
      await screen.findByRole('heading', { name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, CREATE_ACCOUNT_URL)).toEqual({
      email: 'owner@bakery.com',
      password: 'secret123',
      early_adopter: false,
    });
  });
});
