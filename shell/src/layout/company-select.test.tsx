import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import { CompanySelect } from './company-select';

beforeEach(() => {
  bus.publish('shell:companies', [
    { company_id: 'c-1', company_name: 'Bakery', company_currency: 'PHP' },
  ]);
  bus.publish('shell:company:selected', 'c-1');
});

it('opening the Add-company form tells the nav (a phone closes its drawer behind the form)', async () => {
  const onOpenForm = jest.fn();
  render(
    <FinaProvider>
      <CompanySelect onOpenForm={onOpenForm} />
    </FinaProvider>,
  );
  expect(onOpenForm).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: /add a company/i }));
  expect(onOpenForm).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
