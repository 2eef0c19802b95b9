import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import { AddCompanyModal } from './add-company-modal';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';

const NEW_ID = '7d9f3a4e-1b2c-4d5e-8f90-123456789abc';
let api: FakeApi;
let listed: Array<{ company_id: string; company_name: string; company_currency: string }>;

beforeEach(() => {
  localStorage.clear();
  bus.publish('shell:session', { token: 'token', user: null });
  bus.publish('shell:companies', [
    { company_id: 'c-old', company_name: 'Old Co', company_currency: 'USD' },
  ]);
  bus.publish('shell:company:selected', 'c-old');
  listed = [{ company_id: 'c-old', company_name: 'Old Co', company_currency: 'USD' }];
  api = installFakeApi()
    .on('POST', '/api/account/company', ({ body }) => {
      const company = {
        company_id: NEW_ID,
        company_name: (body as { company_name: string }).company_name,
        company_currency: (body as { currency: string }).currency,
      };
      listed = [...listed, company];
      return { status: 201, body: { message: 'Company added successfully!', company } };
    })
    .on('GET', '/api/account/company', () => listed);
});

function renderModal(onClose = jest.fn()) {
  render(
    <FinaProvider>
      <AddCompanyModal open onClose={onClose} />
    </FinaProvider>,
  );
  return onClose;
}

describe('Add a new company?', () => {
  it('requires every field', async () => {
    renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(api.bodiesOf('POST', '/api/account/company')).toHaveLength(0);
  });

  it('sends the defaults, then lists and selects the new company without a reload', async () => {
    const onClose = renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Bakery');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'bakery.example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesOf('POST', '/api/account/company')).toEqual([
      {
        company_name: 'Bakery',
        company_address: '1 Main St',
        website: 'bakery.example',
        industry: 'Advertising',
        currency: 'USD',
        tech_startup: true,
      },
    ]);
    expect(bus.companies.map((c) => c.company_name)).toEqual(['Old Co', 'Bakery']);
    expect(bus.selectedCompany).toBe(NEW_ID);
    expect(localStorage.getItem('selectedCompany')).toBe(NEW_ID);
    expect(await screen.findByText('Company added successfully!')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses a field", async () => {
    api.on('POST', '/api/account/company', () => ({
      status: 400,
      body: { message: 'website must be at most 300 characters.', field: 'website' },
    }));
    renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Bakery');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('website must be at most 300');
    expect(bus.selectedCompany).toBe('c-old');
  });
});
