import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import LoginPage from './login-page';

const user = {
  id: 'u1',
  email: 'mfa@example.com',
  first_name: 'Ada',
  last_name: '',
  position: '',
  role: 'user',
};
let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus.publish('shell:logout', { reason: 'user' });
  api = installFakeApi()
    .on('POST', '/api/account/login', () => ({ mfa_required: true, mfa_token: 'challenge-1' }))
    .on('POST', '/api/account/login_mfa', ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { token: 'session-token', user }
        : { status: 401, body: { statusCode: 401, message: 'That code is not right.' } },
    )
    .on('GET', '/api/account/get_onboarding_info', () => ({ has_content: true }));
});

function renderLogin() {
  render(
    <FinaProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>Dashboard here</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Email'), 'mfa@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return screen.findByRole('form', { name: 'Two-step sign-in' });
}

describe('sign-in with two-step sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    renderLogin();
    await passwordStep();
    // No session yet: the password alone gave only a challenge.
    expect(bus.session).toBeNull();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/account/login_mfa')).toEqual([
      { mfa_token: 'challenge-1', code: '123456' },
    ]);
    expect(bus.session?.token).toBe('session-token');
    expect(localStorage.getItem('jwtToken')).toBe('session-token');
  });

  it("shows the server's message for a wrong code and stays on the step", async () => {
    renderLogin();
    await passwordStep();
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(bus.session).toBeNull();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });

  it('refuses an empty code without calling the server, and can go back', async () => {
    renderLogin();
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the code from your app.',
    );
    expect(api.bodiesOf('POST', '/api/account/login_mfa')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument());
  });
});
