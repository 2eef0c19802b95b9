/** Dog daycare (Ft): expense log grouped by category, subtotal rows, blank rows, grand total. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(17703);
const cats = ['Dog food & treats', 'Staff', 'Rent', 'Utilities', 'Vet & supplies'];
const payees: Record<string, string[]> = {
  'Dog food & treats': ['Royal Kutya Kft', 'Tesco Budaors'],
  Staff: ['Nagy Anna', 'Kovacs Peter', 'Szabo Lili'],
  Rent: ['Ingatlan Zrt'],
  Utilities: ['ELMU', 'Fovarosi Vizmuvek', 'Telekom'],
  'Vet & supplies': ['Dr. Toth Allatorvos', 'Fressnapf'],
};
interface Exp {
  d: Date;
  payee: string;
  cat: number;
  amt: bigint;
}
const exps: Exp[] = [];
cats.forEach((c, ci) => {
  const n = ci === 2 ? 6 : int(r, 5, 9);
  for (let i = 0; i < n; i++) {
    const m = ci === 2 ? i : int(r, 0, 5);
    const amt = BigInt(ci === 2 ? 45000000 : int(r, 8000, 420000) * 100); // whole forints
    const list = payees[c]!;
    exps.push({
      d: new Date(Date.UTC(2025, m, int(r, 1, 28))),
      payee: list[int(r, 0, list.length - 1)]!,
      cat: ci,
      amt,
    });
  }
});
const catTot = cats.map((_, ci) => sum(exps.filter((e) => e.cat === ci).map((e) => e.amt)));
const grand = sum(catTot);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const rows: Row[] = [
    ['Pawsitive Dog Daycare'],
    ['Expenses January - June 2025'],
    ['all amounts in HUF'],
    [],
    ['Date', 'Paid to', 'Category', 'Amount', 'Notes'],
  ];
  cats.forEach((c, ci) => {
    exps
      .filter((e) => e.cat === ci)
      .sort((a, b) => a.d.getTime() - b.d.getTime())
      .forEach((e) => rows.push([e.d, e.payee, c, cell(e.amt), null]));
    rows.push([null, null, `Subtotal ${c}`, cell(catTot[ci]!), null]);
    rows.push([]);
  });
  rows.push([null, null, 'Grand total', cell(grand), null]);
  sheet(wb, 'Kiadasok', rows);
  return bytes(wb);
}

const { q, list } = asker('daycare');
const big = argmax(exps.map((e) => e.amt));
const inMonth = (m: number) => exps.filter((e) => e.d.getUTCMonth() === m);
const staff = exps.filter((e) => e.cat === 1);
q(
  'what were total expenses',
  { value: hundredths(grand) },
  'grand total = sum of all lines (subtotals not added again)',
);
q(
  'how much did we spend on dog food',
  { value: hundredths(catTot[0]!) },
  'Dog food & treats subtotal',
);
q(
  'largest single expense',
  { value: hundredths(exps[big]!.amt) },
  'largest line amount (rent lines tie at 450,000; value only)',
);
q(
  'where does most of our money go',
  { value: hundredths(catTot[argmax(catTot)]!), at: cats[argmax(catTot)]! },
  'category with the highest subtotal',
);
q(
  'what share of spending is rent',
  { value: pct(catTot[2]!, grand) },
  'Rent subtotal / grand total x 100',
);
q(
  'how many utility bills did we pay',
  { value: String(exps.filter((e) => e.cat === 3).length) },
  'count of Utilities lines',
);
q(
  'average staff payment',
  { value: meanCents(catTot[1]!, staff.length) },
  'Staff subtotal / number of Staff lines',
);
q(
  'what did we spend in march',
  { value: hundredths(sum(inMonth(2).map((e) => e.amt))) },
  'sum of all lines dated March, any category',
);
q('vet and supplies total', { value: hundredths(catTot[4]!) }, 'subtotal');
q(
  'how much have we paid nagy anna',
  { value: hundredths(sum(exps.filter((e) => e.payee === 'Nagy Anna').map((e) => e.amt))) },
  'sum of lines paid to Nagy Anna',
);
q(
  'utilities spend in Q1',
  {
    value: hundredths(
      sum(exps.filter((e) => e.cat === 3 && e.d.getUTCMonth() < 3).map((e) => e.amt)),
    ),
  },
  'Utilities lines dated Jan-Mar',
);
q('monthly average spend', { value: meanCents(grand, 6) }, 'grand total / 6 months');
q('what did we spend on fuel', REFUSE, 'no fuel category or payee');
q('how much revenue did we make', REFUSE, 'expenses only');
q('are we over budget on food', REFUSE, 'no budget on the sheet');
export const daycare: BlindBook = {
  name: 'daycare',
  business: 'dog daycare',
  build,
  questions: list,
};
