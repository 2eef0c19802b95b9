import { screen, within } from '@testing-library/react';
import { CAPABILITIES } from '../../content/capabilities';
import { FAQS } from '../../content/faqs';
import { TESTIMONIALS } from '../../content/testimonials';
import {
  CLOSED_STATUS,
  mockFetch,
  OPEN_STATUS,
  restoreFetch,
  STATUS_URL,
} from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

afterEach(restoreFetch);

describe('LandingPage', () => {
  it("has every section in the spec's order, with the four anchors", async () => {
    mockFetch({ [STATUS_URL]: OPEN_STATUS });
    const { container } = renderApp(['/']);
    await screen.findByText('12 of 50 places left');

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Know your numbers. Grow your business.',
    );
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Trusted and preferred by',
      'What can it do?',
      'An AI-powered solution that speaks your language',
      'Start free. Upgrade when you grow.',
      'Be one of our first 50 users',
      'Frequently asked questions',
      'Ready to see your business clearly?',
    ]);
    for (const anchor of ['home', 'faqs', 'contact', 'pricing']) {
      expect(container.querySelector(`#${anchor}`)).not.toBeNull();
    }
    expect(container.querySelector('#faqs')).toContainElement(
      screen.getByRole('button', { name: FAQS[0]!.question }),
    );
  });

  it('links the calls to action to /register, /sign-up and /pricing', async () => {
    mockFetch({ [STATUS_URL]: OPEN_STATUS });
    renderApp(['/']);
    await screen.findByText('12 of 50 places left');
    const ctas = screen.getAllByRole('link', { name: /Get Started for FREE/ });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const link of ctas) expect(link).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: /Compare plans/ })).toHaveAttribute('href', '/pricing');
  });

  it('renders the testimonials, capabilities and FAQs from their data files', async () => {
    mockFetch({ [STATUS_URL]: OPEN_STATUS });
    renderApp(['/']);
    await screen.findByText('12 of 50 places left');
    for (const testimonial of TESTIMONIALS) {
      expect(screen.getByText(testimonial.name)).toBeInTheDocument();
      expect(screen.getByText(testimonial.role)).toBeInTheDocument();
      expect(screen.getByText(`“${testimonial.quote}”`)).toBeInTheDocument();
    }
    expect(TESTIMONIALS).toHaveLength(3);
    expect(CAPABILITIES).toHaveLength(4);
    for (const capability of CAPABILITIES) {
      expect(screen.getByRole('heading', { level: 3, name: capability.title })).toBeInTheDocument();
    }
    expect(FAQS).toHaveLength(5);
  });

  it('shows the early-adopter places left and the end of the offer', async () => {
    mockFetch({ [STATUS_URL]: OPEN_STATUS });
    renderApp(['/']);
    expect(screen.getByText('Checking places left…')).toBeInTheDocument();
    expect(await screen.findByText('12 of 50 places left')).toBeInTheDocument();
    expect(screen.getByText('Offer valid until October 25, 2025.')).toBeInTheDocument();
    expect(screen.getByText('Lifetime 30% discount')).toBeInTheDocument();
  });

  it('says when the offer is closed', async () => {
    mockFetch({ [STATUS_URL]: CLOSED_STATUS });
    renderApp(['/']);
    expect(await screen.findByText('The early-adopter offer is closed')).toBeInTheDocument();
    expect(screen.queryByText(/Offer valid until/)).not.toBeInTheDocument();
  });

  it('falls back to the fixed limit when the status cannot be read', async () => {
    mockFetch({ [STATUS_URL]: { status: 500, body: { message: 'down' } } });
    renderApp(['/']);
    expect(await screen.findByText('Limited to the first 50 users')).toBeInTheDocument();
  });
});
