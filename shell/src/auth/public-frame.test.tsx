import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PRERENDERED_ID } from '../remotes/prerendered-page';
import LoginPage from './login-page';
import PublicFrame from './public-frame';

/** The host's static copy of /login (services/host/src/page-html/), before the app's root. */
function putPrerenderedCopy() {
  const copy = document.createElement('div');
  copy.id = PRERENDERED_ID;
  copy.dataset.path = '/login';
  copy.setAttribute('inert', '');
  copy.innerHTML = '<form aria-label="Log in"><input name="email"></form>';
  document.body.prepend(copy);
}

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route element={<PublicFrame />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the sign-in frame', () => {
  afterEach(() => document.getElementById(PRERENDERED_ID)?.remove());

  it('is the page’s main landmark, holding the home link and the form', () => {
    renderLogin();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('link', { name: 'Fina home' }));
    expect(main).toContainElement(screen.getByRole('form', { name: 'Log in' }));
  });

  it('replaces the prerendered copy when the live page commits, and focuses the email', () => {
    putPrerenderedCopy();
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();
    renderLogin();
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(screen.getAllByRole('form', { name: 'Log in' })).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
