import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@fina/bus';
import OnboardingPage from './onboarding-page';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';

let api: FakeApi;
const user = {
  id: 'u1',
  email: 'a@b.co',
  first_name: '',
  last_name: '',
  position: '',
  role: 'user',
};

beforeEach(() => {
  bus.publish('shell:session', { token: 'token', user: user as never });
  api = installFakeApi()
    .on('GET', '/api/account/countries', ({ url }) => ({
      countries:
        url.searchParams.get('language') === 'french'
          ? [{ code: 'DE', name: 'Allemagne' }]
          : [{ code: 'DE', name: 'Germany' }],
    }))
    .on('POST', '/api/account/update_onboarding_info', ({ body }) => ({
      ...(body as object),
      has_content: true,
    }))
    .on('POST', '/api/account/company', ({ body }) => ({
      message: 'Company created',
      company: {
        company_id: '7d9f3a4e-1b2c-4d5e-8f90-123456789abc',
        company_name: (body as { company_name: string }).company_name,
        company_currency: 'USD',
      },
    }))
    .on('GET', '/api/account/company', () => []);
});

function renderWizard() {
  return render(
    <MemoryRouter initialEntries={['/onboard']}>
      <Routes>
        <Route path="/onboard" element={<OnboardingPage />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const progress = () => screen.getByText(/You are \d+% complete/).textContent;

describe('the onboarding wizard', () => {
  it('starts with only the okay button and no progress', () => {
    renderWizard();
    expect(screen.getByRole('button', { name: 'okay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByText(/% complete/)).not.toBeInTheDocument();
  });

  it('shows round((step+1)/total*100) and goes back, never below the first step', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'okay' }));
    expect(progress()).toBe('You are 20% complete'); // step 1 of 10
    await next(); // name is optional
    expect(progress()).toBe('You are 30% complete');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'okay' })).toBeInTheDocument();
  });

  it('alerts on a select left on its placeholder and on an empty required text', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'okay' }));
    await next();
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an option.');

    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByTitle('French'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByTitle('Allemagne'));
    await next();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await next(); // profile left empty
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an option.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Startup founder' }));
    await next();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Creating a budget' }));
    await next();

    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), '   ');
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the required field.',
    );
  });

  it('advances on Enter, saves personal info before the company step and the company at the end', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'okay' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada{Enter}');
    expect(progress()).toBe('You are 30% complete');

    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByTitle('English'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByTitle('Germany'));
    await next();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Small business owner' }));
    await next();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monitoring cash flows' }));
    await next();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'A bakery{Enter}since 1990');
    // Enter in the text area is a new line, not the next step.
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'A bakery\nsince 1990',
    );
    await next();
    await next(); // how heard: optional
    expect(api.bodiesOf('POST', '/api/account/update_onboarding_info')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Love to read graphs' }));
    await next();

    const [saved] = api.bodiesOf('POST', '/api/account/update_onboarding_info');
    expect(saved).toMatchObject({
      first_name: 'Ada',
      language: 'english',
      country: 'DE',
      profile: ['Small business owner'],
      use_case: ['Monitoring cash flows'],
      description: 'A bakery\nsince 1990',
      preferences: ['Love to read graphs'],
    });
    expect(api.bodiesOf('POST', '/api/account/company')).toHaveLength(0);

    const company = screen.getByRole('group', { name: /Step 9/ });
    await userEvent.type(
      within(company).getByRole('textbox', { name: 'Company name' }),
      'Ada Bakes',
    );
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/account/company')).toEqual([
      expect.objectContaining({
        company_name: 'Ada Bakes',
        industry: 'Advertising',
        tech_startup: true,
      }),
    ]);
  });
});
