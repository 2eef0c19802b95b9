import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { copyrightLine, Footer } from './footer';

describe('copyrightLine', () => {
  it('keeps 2023 alone in 2023 and shows a range afterwards', () => {
    expect(copyrightLine(new Date(2023, 5, 1))).toBe('© 2023 Fina');
    expect(copyrightLine(new Date(2026, 0, 1))).toBe('© 2023–2026 Fina');
  });
});

describe('Footer', () => {
  it('is the #contact section with social links, About, Policies and the newsletter', () => {
    const { container } = render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(container.querySelector('footer#contact')).not.toBeNull();

    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      const link = screen.getByRole('link', { name: `Fina on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const about = within(screen.getByRole('navigation', { name: 'About' }));
    expect(about.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Fina',
      'Contact Us',
    ]);

    const policies = within(screen.getByRole('navigation', { name: 'Policies' }));
    expect(policies.getByRole('link', { name: 'Data Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(policies.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(policies.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faqs');

    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.getByText(copyrightLine())).toBeInTheDocument();
  });
});
