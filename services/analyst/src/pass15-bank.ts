/**
 * Issue 13, pass 15 (W3): bank exports kept newest first or oldest first, with several
 * entries on one date (the month's last day among them), built from the lead's description
 * of the kind, never from the hold-out. Variants: order, 0–2 title lines, money in and out as
 * two columns or one signed Amount, dates as dates or as text, two businesses.
 */
import type { ShapeRow } from './pass5-shapes';

export const ACCOUNTS: Array<{
  name: string;
  opening: number;
  entries: Array<[number, number, string, number]>;
}> = [
  {
    name: 'Bean There Cafe',
    opening: 5000,
    entries: [
      [1, 3, 'Card sales', 1200],
      [1, 15, 'Rent', -900],
      [1, 28, 'Supplier', -300],
      [1, 28, 'Card sales', 45],
      [2, 2, 'Card sales', 800],
      [2, 14, 'Wages', -1500],
      [2, 27, 'Card sales', 950],
      [3, 5, 'Rent', -900],
      [3, 20, 'Card sales', 1400],
      [3, 30, 'Bank fee', -15],
      [3, 30, 'Card sales', 200],
    ],
  },
  {
    name: 'Fixit Plumbing',
    opening: 12_000,
    entries: [
      [1, 10, 'Invoice 101', 2300],
      [1, 31, 'Van lease', -650],
      [1, 31, 'Invoice 102', 1800],
      [1, 31, 'Fuel', -120],
      [2, 12, 'Parts', -870],
      [2, 28, 'Invoice 103', 3100],
      [2, 28, 'Insurance', -410],
      [3, 3, 'Parts', -260],
      [3, 31, 'Invoice 104', 900],
      [3, 31, 'Wages', -2800],
    ],
  },
];

export interface BankVariant {
  account: number;
  newestFirst: boolean;
  titleLines: number;
  signed: boolean;
  textDates: boolean;
}

export function bankVariants(): BankVariant[] {
  const out: BankVariant[] = [];
  for (let account = 0; account < ACCOUNTS.length; account++)
    for (const newestFirst of [true, false])
      for (let titleLines = 0; titleLines <= 2; titleLines++)
        for (const signed of [false, true])
          for (const textDates of [false, true])
            out.push({ account, newestFirst, titleLines, signed, textDates });
  return out;
}

export const describeBank = (v: BankVariant): string =>
  `${ACCOUNTS[v.account]!.name}, ${v.newestFirst ? 'newest first' : 'oldest first'}, ${v.titleLines} title, ${v.signed ? 'signed amount' : 'in/out'}, ${v.textDates ? 'text dates' : 'dates'}`;

/** The rows and the truths: the balance after the last entry of each month, in time. */
export function bankRows(v: BankVariant): { rows: ShapeRow[]; monthEnd: Map<number, number> } {
  const acct = ACCOUNTS[v.account]!;
  let balance = acct.opening;
  const monthEnd = new Map<number, number>();
  const lines: ShapeRow[] = acct.entries.map(([m, d, what, amount]) => {
    balance += amount;
    monthEnd.set(m, balance);
    const date = v.textDates
      ? `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2025`
      : new Date(Date.UTC(2025, m - 1, d));
    return v.signed
      ? [date, what, amount, balance]
      : [date, what, amount < 0 ? -amount : null, amount > 0 ? amount : null, balance];
  });
  const titles = [`${acct.name} - current account`, 'Statement export'];
  const rows: ShapeRow[] = titles.slice(0, v.titleLines).map((t) => [t]);
  rows.push(
    v.signed
      ? ['Date', 'Description', 'Amount', 'Balance']
      : ['Date', 'Description', 'Paid out', 'Paid in', 'Balance'],
  );
  rows.push(...(v.newestFirst ? [...lines].reverse() : lines));
  return { rows, monthEnd };
}
