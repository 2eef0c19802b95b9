import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import SettingsPage from './settings-page';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { MemoryRouter } from 'react-router-dom';

const COMPANY = '7d9f3a4e-1b2c-4d5e-8f90-123456789abc';
let api: FakeApi;
let company: Record<string, unknown>;
let user: Record<string, unknown>;

beforeEach(() => {
  user = {
    id: 'u1',
    email: 'owner@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    position: 'Owner',
    role: 'user',
  };
  company = {
    company_id: COMPANY,
    company_name: 'Ada Bakes',
    company_address: '1 Main St',
    industry: 'Food Industry',
    website: 'ada.example',
    tech_startup: false,
    company_currency: 'GBP',
  };
  bus.publish('shell:session', { token: 'token', user: user as never });
  bus.publish('shell:company:selected', COMPANY);
  api = installFakeApi()
    .on('GET', '/api/account/get_user_details', () => user)
    .on('GET', '/api/account/get_company_details', () => company)
    .on('GET', '/api/account/get_product_details', () => ({
      products: 'Bread',
      services: 'Catering',
      total_no_products: 3,
    }))
    .on('POST', '/api/account/update_company_info', ({ body }) => {
      const changes = Object.fromEntries(
        Object.entries(body as Record<string, unknown>).filter(
          ([, v]) => v !== '' && v !== undefined,
        ),
      );
      company = { ...company, ...changes };
      return company;
    })
    .on('POST', '/api/account/update_personal_info', ({ body }) => {
      const { password: _p, current_password: _c, ...rest } = body as Record<string, string>;
      user = { ...user, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)) };
      return user;
    });
});

function renderPage() {
  render(
    <FinaProvider>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </FinaProvider>,
  );
}

const section = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('Settings', () => {
  it('shows the personal, company and product sections and the Banks And Cards placeholder', async () => {
    renderPage();
    expect(await screen.findByText('Ada Bakes')).toBeInTheDocument();
    expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Catering')).toBeInTheDocument();
    expect(within(section('Banks And Cards')).getByText('No data. Link Card?')).toBeInTheDocument();
    expect(
      within(section('Banks And Cards')).getByRole('link', {
        name: 'Import a bank statement instead',
      }),
    ).toHaveAttribute('href', '/record-operations/bank-statement');
  });

  it('edits the company, keeps blank fields, returns to view and says so', async () => {
    renderPage();
    await screen.findByText('Ada Bakes');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company information' }));
    const card = section('Company information');
    // The edit form shows the stored values as values, not as placeholders.
    expect(within(card).getByRole('textbox', { name: 'Company name' })).toHaveValue('Ada Bakes');
    const address = within(card).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('1 Main St');
    await userEvent.clear(address);
    await userEvent.type(address, '9 High St');
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Company data updated!')).toBeInTheDocument();
    // Only what changed is sent.
    expect(api.bodiesOf('POST', '/api/account/update_company_info')).toEqual([
      { company_id: COMPANY, company_address: '9 High St' },
    ]);
    await waitFor(() =>
      expect(
        within(section('Company information')).queryByRole('button', { name: 'Update' }),
      ).toBeNull(),
    );
    expect(screen.getByText('9 High St')).toBeInTheDocument();
    expect(screen.getByText('Ada Bakes')).toBeInTheDocument();
    expect(within(section('Company information')).getByRole('status')).toHaveTextContent('Saved.');
  });

  it('changes the company currency after warning that existing documents keep theirs', async () => {
    renderPage();
    await screen.findByText('Ada Bakes');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company information' }));
    const card = section('Company information');
    expect(within(card).queryByText(/keep their currency/)).toBeNull();
    await userEvent.click(within(card).getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByTitle('PHP'));
    expect(within(card).getByText('New documents will be in PHP.')).toBeInTheDocument();
    expect(within(card).getByText(/already made keep their currency \(GBP\)/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }));

    await screen.findByText('Company data updated!');
    expect(api.bodiesOf('POST', '/api/account/update_company_info')).toEqual([
      { company_id: COMPANY, company_currency: 'PHP' },
    ]);
    expect(await within(section('Company information')).findByText('PHP')).toBeInTheDocument();
  });

  it('shows the stored personal and product values in edit and confirms each save', async () => {
    api.on('POST', '/api/account/update_product_info', () => ({ message: 'ok' }));
    renderPage();
    await screen.findByText('Catering');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Product information' }));
    const product = section('Product information');
    expect(within(product).getByRole('textbox', { name: 'Services' })).toHaveValue('Catering');
    expect(within(product).getByRole('spinbutton', { name: 'Number of products' })).toHaveValue(
      '3',
    );
    await userEvent.click(within(product).getByRole('button', { name: 'Update' }));
    expect(await within(product).findByRole('status')).toHaveTextContent('Saved.');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const personal = section('Personal information');
    expect(within(personal).getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(within(personal).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'owner@example.com',
    );
    await userEvent.click(within(personal).getByRole('button', { name: 'Update' }));
    expect(await within(personal).findByRole('status')).toHaveTextContent('Saved.');
    // Nothing changed: no email change, so no current password was asked for or sent.
    expect(api.bodiesOf('POST', '/api/account/update_personal_info')).toEqual([{}]);
  });

  it('asks for the current password before sending a new one', async () => {
    renderPage();
    await screen.findByText('owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const card = section('Personal information');
    await userEvent.type(within(card).getByLabelText('New password'), 'NewPass2027');
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Enter your current password to set a new one.',
    );
    expect(api.bodiesOf('POST', '/api/account/update_personal_info')).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText('Current password'), 'OldPass2026');
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Position' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Position' }), 'CEO');
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST', '/api/account/update_personal_info')).toHaveLength(1),
    );
    expect(api.bodiesOf('POST', '/api/account/update_personal_info')[0]).toMatchObject({
      password: 'NewPass2027',
      current_password: 'OldPass2026',
      position: 'CEO',
    });
    expect(await screen.findByText('CEO')).toBeInTheDocument();
    expect(bus.session?.user?.position).toBe('CEO');
  });

  it('asks for the current password to change the email, then keeps the fresh token', async () => {
    api.on('POST', '/api/account/update_personal_info', ({ body }) => {
      const { email } = body as Record<string, string>;
      user = { ...user, email };
      return { ...user, token: 'fresh-token' };
    });
    renderPage();
    await screen.findByText('owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Personal information' }));
    const card = section('Personal information');
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Email' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Enter your current password to change your email.',
    );
    expect(api.bodiesOf('POST', '/api/account/update_personal_info')).toHaveLength(0);
    await userEvent.type(within(card).getByLabelText('Current password'), 'OldPass2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(bus.session?.token).toBe('fresh-token');
    expect(bus.session?.user?.email).toBe('new@example.com');
  });
});
