import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TopBar } from './top-bar';

function renderTopBar() {
  return render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );
}

describe('TopBar', () => {
  it('links to the sections, Get Started and Log In', () => {
    renderTopBar();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Fina')).toBe('/#home');
    expect(href('Home')).toBe('/#home');
    expect(href('FAQs')).toBe('/#faqs');
    expect(href('Contact Us')).toBe('/#contact');
    expect(href('Get Started')).toBe('/register');
    expect(href('Log In')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
  });

  it('toggles the small-screen menu: label, icon, aria-expanded and the Pricing link', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.querySelector('[data-icon="menu"]')).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.querySelector('[data-icon="close"]')).not.toBeNull();
    expect(toggle.querySelector('[data-icon="menu"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
  });

  it('closes with Escape (focus back on the toggle) and after following a link', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
