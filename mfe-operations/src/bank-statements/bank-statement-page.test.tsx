import '../testing/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { BankStatementPreview } from '@fina/contract';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { csvFile, fileText, renderAt } from '../testing/ledger-render';
import { BankStatementPage } from './bank-statement-page';

const COMPANY = `/api/account/company/${COMPANY_ID}`;
const PREVIEW = `${COMPANY}/bank_statement/preview`;
const IMPORT = `${COMPANY}/bank_statement`;
const ACCOUNTS = `${COMPANY}/bank_accounts`;

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi().on('GET', ACCOUNTS, () => [
    { bank_account_id: 'b1', name: 'Main account', has_mapping: true, last_import_at: null },
  ]);
});

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
/** Clicks an option of the open select (closed selects keep theirs in the page, hidden). */
async function pickOption(title: string) {
  const options = await screen.findAllByTitle(title);
  await userEvent.click(options[options.length - 1]!);
}
const mappingOf = (form: FormData | undefined) => {
  const raw = form?.get('mapping');
  return typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : null;
};

/** A dd/mm bank's CSV: semicolons, money out / money in columns, a balance. */
const ambiguousCsv = () =>
  csvFile(
    'bank.csv',
    [
      ['Date', 'Text', 'Out', 'In', 'Balance'],
      ['03/04/2026', 'GRAB 1234', '12,50', '', '987,50'],
      ['05/04/2026', 'INV 7 ACME', '', '59,38', '1046,88'],
    ],
    ';',
  );

/** Answers like the server would for that CSV: reads the real file sent. */
async function answerFor(
  form: FormData | undefined,
  overrides: Partial<BankStatementPreview> = {},
) {
  const text = await fileText(form?.get('file') as File);
  const rows = text
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';'));
  const mapping = mappingOf(form);
  const order = (mapping?.date_order as 'dmy' | 'mdy' | undefined) ?? null;
  const iso = (d: string) => {
    const [a, b, y] = d.split('/');
    return order === 'mdy' ? `${y}-${a}-${b}` : `${y}-${b}-${a}`;
  };
  const preview: BankStatementPreview = {
    format: 'csv',
    encoding: 'windows-1252',
    delimiter: ';',
    columns: ['Date', 'Text', 'Out', 'In', 'Balance'],
    mapping: {
      date_column: 'Date',
      description_columns: ['Text'],
      debit_column: 'Out',
      credit_column: 'In',
      balance_column: 'Balance',
      ...(order ? { date_order: order } : {}),
    },
    mapping_source: mapping ? 'sent' : 'guessed',
    needs_mapping: false,
    date_order: order,
    needs_date_order: !order,
    bank_account: (form?.get('bank_account') as string | null) ?? null,
    currency: 'USD',
    lines: rows.map((cells, index) => ({
      row: index + 2,
      date: order ? iso(cells[0]!) : cells[0]!,
      description: cells[1]!,
      amount: cells[2] ? `-${cells[2].replace(',', '.')}` : cells[3]!.replace(',', '.'),
      balance: cells[4]!.replace(',', '.'),
      duplicate: index === 0,
    })),
    total_lines: rows.length,
    skipped: 0,
    problems: [],
    opening_balance: '1000.00',
    closing_balance: '1046.88',
    balance_check: 'ok',
    new_count: rows.length - 1,
    duplicate_count: 1,
    ...overrides,
  };
  return preview;
}

describe('the bank statement import', () => {
  it('shows what was detected, asks dd/mm or mm/dd, checks balances, then imports', async () => {
    api
      .on('POST', PREVIEW, ({ form }) => answerFor(form))
      .on('POST', IMPORT, ({ form }) =>
        mappingOf(form)?.date_order === 'dmy'
          ? {
              imported: 1,
              duplicates: 1,
              skipped: 0,
              lines: 2,
              categorised: 1,
              bank_account: 'Main account',
              format: 'csv',
              balance_check: 'ok',
              import_id: 'i1',
            }
          : { status: 400, body: { message: 'date_order is required.' } },
      );
    const { container } = renderAt(<BankStatementPage />);
    await userEvent.click(screen.getByRole('combobox', { name: /Bank account/ }));
    await userEvent.paste('Main account');
    await userEvent.upload(fileInput(container), ambiguousCsv());

    expect(await screen.findByText('How does your bank write dates?')).toBeInTheDocument();
    expect(screen.getByText('Encoding: windows-1252')).toBeInTheDocument();
    expect(screen.getByText('Delimiter: ;')).toBeInTheDocument();
    expect(screen.getByText('Lines add up')).toBeInTheDocument();
    expect(
      screen.getByText('$1,046.88', { selector: '.ant-descriptions-item-content' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Already imported')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Money out and money in columns/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /Import 1 new lines/ })).toBeDisabled();
    expect(api.calls.find((c) => c.path === PREVIEW)!.form!.get('bank_account')).toBe(
      'Main account',
    );

    await userEvent.click(screen.getByRole('radio', { name: /Day first/ }));
    expect(await screen.findByText('2026-04-03')).toBeInTheDocument();
    const second = api.calls.filter((c) => c.path === PREVIEW)[1]!;
    expect(mappingOf(second.form)).toMatchObject({
      date_order: 'dmy',
      debit_column: 'Out',
      credit_column: 'In',
    });

    await userEvent.click(screen.getByRole('button', { name: /Import 1 new lines/ }));
    expect(await screen.findByText('1 new, 1 already imported')).toBeInTheDocument();
    expect(screen.getByText(/1 categorised by your rules/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the transactions' })).toHaveAttribute(
      'href',
      '/record-operations/transactions',
    );
  });

  it('lets the user map the columns when they cannot be guessed, and warns of a mismatch', async () => {
    api.on('POST', PREVIEW, async ({ form }) => {
      const mapping = mappingOf(form);
      const base = await answerFor(form, {
        columns: ['Booked', 'Payee', 'Memo', 'Value'],
        needs_date_order: false,
        date_order: 'ymd',
        balance_check: 'mismatch',
        closing_balance: '2000.00',
      });
      return mapping
        ? { ...base, mapping, mapping_source: 'sent' }
        : { ...base, mapping: null, mapping_source: null, needs_mapping: true, lines: [] };
    });
    const { container } = renderAt(<BankStatementPage />);
    await userEvent.upload(fileInput(container), ambiguousCsv());
    expect(await screen.findByText('Pick the date column.')).toBeInTheDocument();
    expect(screen.getByText(/does not give the closing balance/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Date column/ }));
    await pickOption('Booked');
    await userEvent.click(screen.getByRole('combobox', { name: /Description columns/ }));
    await pickOption('Payee');
    await pickOption('Memo');
    await userEvent.click(screen.getByRole('combobox', { name: /^Amount column/ }));
    await pickOption('Value');

    await waitFor(() => expect(api.calls.filter((c) => c.path === PREVIEW)).toHaveLength(2));
    expect(mappingOf(api.calls.filter((c) => c.path === PREVIEW)[1]!.form)).toEqual({
      date_column: 'Booked',
      description_columns: ['Payee', 'Memo'],
      amount_column: 'Value',
      date_order: 'ymd',
    });
    expect(await screen.findByText('GRAB 1234')).toBeInTheDocument();
  });

  it('reads a structured file without a mapping, and shows why an import was refused', async () => {
    const ofx = '<OFX><BANKTRANLIST><STMTTRN><TRNAMT>-5.00</TRNAMT></STMTTRN></BANKTRANLIST></OFX>';
    api
      .on('POST', PREVIEW, ({ form }) =>
        answerFor(form, {
          format: 'ofx',
          encoding: 'utf-8',
          delimiter: null,
          columns: null,
          mapping: null,
          mapping_source: null,
          needs_date_order: false,
          date_order: 'ymd',
          balance_check: 'absent',
          opening_balance: null,
          closing_balance: null,
          lines: [
            {
              row: 1,
              date: '2026-04-01',
              description: 'COFFEE',
              amount: '-5.00',
              balance: null,
              duplicate: false,
            },
          ],
          total_lines: 1,
          new_count: 1,
          duplicate_count: 0,
        }),
      )
      .on('POST', IMPORT, () => ({
        status: 400,
        body: {
          message: 'Row 1: the amount "-5.0.0" is not a number. Nothing was imported.',
          field: 'file',
        },
      }));
    const { container } = renderAt(<BankStatementPage />);
    await userEvent.upload(fileInput(container), new File([ofx], 'march.ofx'));
    expect(await screen.findByText('OFX / QFX')).toBeInTheDocument();
    expect(screen.getByText('Not in the file')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Date column/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Import 1 new lines/ }));
    expect(await screen.findByText(/Nothing was imported/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === IMPORT)!.form!.get('mapping')).toBeNull();
  });
});
