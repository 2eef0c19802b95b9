import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import ResetPasswordPage from './reset-password-page';

function renderReset() {
  render(
    <FinaProvider>
      <MemoryRouter initialEntries={['/reset-password?token=used-token-123']}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/forgot-password" element={<p>Forgot page</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

async function savePassword() {
  await userEvent.type(screen.getByLabelText('New password'), 'NewBudget2027');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'NewBudget2027');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('the reset password page', () => {
  it('offers a new link when the server refuses the token', async () => {
    installFakeApi().on('POST', '/api/account/reset_password', () => ({
      status: 400,
      body: { statusCode: 400, message: 'Token is invalid.', field: 'token' },
    }));
    renderReset();
    await savePassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Token is invalid.');
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    expect(await screen.findByText('Forgot page')).toBeInTheDocument();
  });

  it('does not offer a new link for a password the rules refuse', async () => {
    installFakeApi().on('POST', '/api/account/reset_password', () => ({
      status: 400,
      body: { statusCode: 400, message: 'Password is too weak.', field: 'password' },
    }));
    renderReset();
    await savePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too weak.');
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).toBeNull();
  });

  it('says the password was changed, with the way to log in', async () => {
    installFakeApi().on('POST', '/api/account/reset_password', () => ({ message: 'ok' }));
    renderReset();
    await savePassword();
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });
});
