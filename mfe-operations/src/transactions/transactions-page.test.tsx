import '../testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { MatchProposal, TransactionLine } from '@fina/contract';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { renderAt } from '../testing/ledger-render';
import { TransactionsPage } from './transactions-page';

const COMPANY = `/api/account/company/${COMPANY_ID}`;
const LIST = `${COMPANY}/transactions`;
const RULES = `${COMPANY}/category_rules`;
const PROPOSALS = `${COMPANY}/match_proposals`;
const INVOICE_A = '11111111-0000-4000-8000-00000000000a';
const INVOICE_B = '11111111-0000-4000-8000-00000000000b';

const txId = (n: number) => `22222222-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (
  n: number,
  description: string,
  amount: string,
  category: string | null = null,
): TransactionLine => ({
  transaction_id: txId(n),
  date: '2026-04-03',
  description,
  amount,
  currency: 'USD',
  category,
  bank_account: 'Main account',
  source_file: 'april.csv',
  matched: null,
});

/** 60 lines in memory: the fake pages them like the server (limit/offset). */
function lineStore(api: FakeApi) {
  const lines = Array.from({ length: 60 }, (_, i) =>
    i === 0
      ? line(1, 'GRAB*1234 RIDE', '-12.50')
      : i === 1
        ? line(2, 'INV 7 ACME CORP', '59.38')
        : line(i + 1, `CARD PAYMENT ${i + 1}`, '-1.00'),
  );
  const queries: URLSearchParams[] = [];
  api.on('GET', LIST, ({ url }) => {
    queries.push(url.searchParams);
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const shown = url.searchParams.get('uncategorised') ? lines.filter((l) => !l.category) : lines;
    return { total: shown.length, lines: shown.slice(offset, offset + limit) };
  });
  for (const l of lines) {
    api.on('PUT', `${LIST}/${l.transaction_id}`, ({ body }) => {
      l.category = (body as { category: string | null }).category;
      return l;
    });
  }
  return { lines, queries };
}

const PROPOSAL_LIST: MatchProposal[] = [
  {
    transaction_id: txId(2),
    date: '2026-04-03',
    description: 'INV 7 ACME CORP',
    amount: '59.38',
    ambiguous: false,
    candidates: [
      {
        kind: 'invoice',
        id: INVOICE_A,
        label: 'Invoice #7 · Acme Corp',
        amount: '59.38',
        confidence: 'exact',
        reasons: ['amount equals the balance due', 'invoice number in the text'],
      },
    ],
  },
  {
    transaction_id: txId(3),
    date: '2026-04-04',
    description: 'TRANSFER',
    amount: '100.00',
    ambiguous: true,
    candidates: ['8', '9'].map((n, i) => ({
      kind: 'invoice' as const,
      id: i === 0 ? INVOICE_A : INVOICE_B,
      label: `Invoice #${n} · Client ${n}`,
      amount: '100.00',
      confidence: 'likely' as const,
      reasons: ['amount equals the balance due'],
    })),
  },
];

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi()
    .on('GET', RULES, () => [])
    .on('GET', PROPOSALS, () => [])
    .on('GET', `${COMPANY}/expense_categories`, () => [
      { name: 'Travel', is_default: true },
      { name: 'Bank fees', is_default: true },
    ]);
});

async function pickOption(title: string) {
  const options = await screen.findAllByTitle(title);
  await userEvent.click(options[options.length - 1]!);
}

describe('transactions', () => {
  it('pages the lines on the server and sets a category per line', async () => {
    const store = lineStore(api);
    renderAt(<TransactionsPage />);
    expect(await screen.findByText('GRAB*1234 RIDE')).toBeInTheDocument();
    expect(screen.getByText('$59.38')).toBeInTheDocument();
    expect(store.queries.at(-1)?.get('limit')).toBe('25');

    await userEvent.click(screen.getByRole('combobox', { name: 'Category of GRAB*1234 RIDE' }));
    await pickOption('Travel');
    await waitFor(() =>
      expect(api.bodiesOf('PUT', `${LIST}/${txId(1)}`)).toEqual([{ category: 'Travel' }]),
    );

    await userEvent.click(screen.getByTitle('Next Page'));
    expect(await screen.findByText('CARD PAYMENT 26')).toBeInTheDocument();
    expect(store.queries.at(-1)?.get('offset')).toBe('25');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only uncategorised' }));
    await waitFor(() => expect(store.queries.at(-1)?.get('uncategorised')).toBe('true'));
    expect(store.queries.at(-1)?.get('offset')).toBe('0');
  });

  it('makes an "always put" rule from a line and says how many lines it sorted', async () => {
    lineStore(api);
    api.on('POST', RULES, ({ body }) => ({
      status: 201,
      body: {
        rule: {
          rule_id: 'r1',
          sign: 'out',
          created_at: '2026-04-05T00:00:00Z',
          ...(body as object),
        },
        categorised: 3,
      },
    }));
    renderAt(<TransactionsPage />);
    await screen.findByText('GRAB*1234 RIDE');
    await userEvent.click(screen.getAllByRole('button', { name: 'Always put…' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/description contains/)).toHaveValue('GRAB');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Put it in/ }));
    await pickOption('Travel');
    expect(within(dialog).getByText('Always put GRAB in Travel.')).toBeInTheDocument();
    api.on('GET', RULES, () => [
      {
        rule_id: 'r1',
        contains: 'GRAB',
        sign: 'out',
        category: 'Travel',
        created_at: '2026-04-05T00:00:00Z',
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(/3 lines categorised/)).toBeInTheDocument();
    expect(api.bodiesOf('POST', RULES)).toEqual([
      { contains: 'GRAB', category: 'Travel', sign: 'out' },
    ]);
    expect(
      await screen.findByRole('button', { name: 'Delete rule GRAB in Travel' }),
    ).toBeInTheDocument();
  });

  it('confirms a proposed invoice in one click, shows the payment, and undoes it', async () => {
    lineStore(api);
    let proposals = PROPOSAL_LIST;
    api
      .on('GET', PROPOSALS, () => proposals)
      .on('POST', `${LIST}/${txId(2)}/match`, () => {
        proposals = proposals.slice(1);
        return {
          ...line(2, 'INV 7 ACME CORP', '59.38', 'Sales'),
          matched: { kind: 'invoice', id: INVOICE_A, label: 'Invoice #7 · Acme Corp' },
        };
      })
      .on('DELETE', `${LIST}/${txId(2)}/match`, () => {
        proposals = PROPOSAL_LIST;
        return line(2, 'INV 7 ACME CORP', '59.38');
      });
    renderAt(<TransactionsPage />);
    expect(await screen.findByText('Matches to confirm (2)')).toBeInTheDocument();
    expect(
      screen.getByText('amount equals the balance due · invoice number in the text'),
    ).toBeInTheDocument();
    // The ambiguous line is never confirmed without a pick.
    expect(screen.getByRole('button', { name: 'Confirm the one picked' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /^Confirm Invoice #7 · Acme Corp/ }));
    expect(
      await screen.findByText(
        'Matched to Invoice #7 · Acme Corp: a payment of $59.38 was recorded on the invoice.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST', `${LIST}/${txId(2)}/match`)).toEqual([
      { kind: 'invoice', id: INVOICE_A },
    ]);
    expect(await screen.findByText('Matches to confirm (1)')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Match undone: the invoice payment was removed.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Matches to confirm (2)')).toBeInTheDocument();
  });

  it('lets the user pick among equal candidates', async () => {
    lineStore(api);
    api
      .on('GET', PROPOSALS, () => [PROPOSAL_LIST[1]])
      .on('POST', `${LIST}/${txId(3)}/match`, ({ body }) => ({
        ...line(3, 'TRANSFER', '100.00'),
        matched: {
          kind: 'invoice',
          id: (body as { id: string }).id,
          label: 'Invoice #9 · Client 9',
        },
      }));
    renderAt(<TransactionsPage />);
    await userEvent.click(await screen.findByRole('radio', { name: /Invoice #9 · Client 9/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the one picked' }));
    expect(await screen.findByText(/Matched to Invoice #9 · Client 9/)).toBeInTheDocument();
    expect(api.bodiesOf('POST', `${LIST}/${txId(3)}/match`)).toEqual([
      { kind: 'invoice', id: INVOICE_B },
    ]);
  });

  it('shows a table on a wide screen, with the matched invoice and its Undo', async () => {
    const media = window.matchMedia;
    // jsdom matches no media query (a phone); a desktop matches every min-width one.
    window.matchMedia = ((query: string) => ({ ...media(query), matches: true })) as typeof media;
    try {
      const store = lineStore(api);
      store.lines[1]!.matched = { kind: 'invoice', id: INVOICE_A, label: 'Invoice #7 · Acme Corp' };
      api.on('DELETE', `${LIST}/${txId(2)}/match`, () => line(2, 'INV 7 ACME CORP', '59.38'));
      renderAt(<TransactionsPage />);
      const table = await screen.findByRole('table');
      expect(await within(table).findByText('Invoice #7 · Acme Corp')).toBeInTheDocument();
      expect(within(table).getAllByText('Matched to').length).toBeGreaterThan(0);
      await userEvent.click(
        within(table).getByRole('button', { name: 'Undo match of INV 7 ACME CORP' }),
      );
      expect(
        await screen.findByText('Match undone: the invoice payment was removed.'),
      ).toBeInTheDocument();
    } finally {
      window.matchMedia = media;
    }
  });

  it('says what to do when nothing is imported, and shows a failed load', async () => {
    api.on('GET', LIST, () => ({ total: 0, lines: [] }));
    const { unmount } = renderAt(<TransactionsPage />);
    expect(
      await screen.findByText(/No bank lines yet. Upload a bank statement/),
    ).toBeInTheDocument();
    unmount();
    api.on('GET', LIST, () => ({
      status: 400,
      body: { message: 'from must be a date written YYYY-MM-DD.' },
    }));
    renderAt(<TransactionsPage />);
    expect(await screen.findByText('from must be a date written YYYY-MM-DD.')).toBeInTheDocument();
  });
});
