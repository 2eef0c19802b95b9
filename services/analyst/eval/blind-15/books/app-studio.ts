/**
 * Mobile app studio (subscriptions), US$: an MRR sheet with months ACROSS as "2025-01" text
 * headers and metrics DOWN (Starting, New, Expansion, Churned (negative), Ending MRR, then
 * subscriber counts), a note line above the header.
 */
import ExcelJS from 'exceljs';
import { growth, money, sum } from '../../expect';
import { asker, cell, MONTHS, readCents, rng, same, toBytes, type BlindBook } from '../kit';

const NAME = 'app-studio';
const r = rng(14);
const ym = (i: number): string => `2025-${String(i + 1).padStart(2, '0')}`;
let mrr = 1_845_000;
let subs = 2310;
const months = MONTHS.map((_, i) => {
  const start = mrr;
  const newM = r.int(90000, 260000);
  const exp = r.int(10000, 70000);
  const churn = -r.int(40000, 190000);
  mrr = start + newM + exp + churn;
  const newS = r.int(90, 260);
  const lostS = r.int(40, 190);
  const startS = subs;
  subs = startS + newS - lostS;
  return { label: ym(i), start, newM, exp, churn, end: mrr, newS, lostS, endS: subs };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  ws.addRow(['Pocket Yoga (iOS + Android) - MRR bridge']);
  ws.addRow(['USD, net of store fees']);
  ws.addRow(['Metric', ...months.map((m) => m.label)]);
  const put = (label: string, k: 'start' | 'newM' | 'exp' | 'churn' | 'end'): void =>
    void ws.addRow([label, ...months.map((m) => cell(m[k]))]);
  put('Starting MRR', 'start');
  put('New MRR', 'newM');
  put('Expansion MRR', 'exp');
  put('Churned MRR', 'churn');
  put('Ending MRR', 'end');
  ws.addRow([]);
  ws.addRow(['New subscribers', ...months.map((m) => m.newS)]);
  ws.addRow(['Cancelled subscribers', ...months.map((m) => m.lostS)]);
  ws.addRow(['Active subscribers (end)', ...months.map((m) => m.endS)]);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('MRR')!;
  const col = 'M'; // December
  return same(
    'Dec ending MRR',
    readCents(ws, `${col}8`),
    readCents(ws, `${col}4`) +
      readCents(ws, `${col}5`) +
      readCents(ws, `${col}6`) +
      readCents(ws, `${col}7`),
  );
}

const { ask, questions } = asker(NAME);
const worstChurn = months.reduce((a, b) => (b.churn < a.churn ? b : a));
const bestNew = months.reduce((a, b) => (b.newM > a.newM ? b : a));
const dec = months[11]!;
/** a month header as the sheet shows it or as a careful answer may name it */
const monthNames = (label: string): string[] => {
  const m = MONTHS[Number(label.slice(5)) - 1]!;
  return [label, `${m.slice(0, 3)} 2025`, `${m} 2025`];
};
const jan = months[0]!;

ask('what is our MRR now', { value: money(dec.end) }, 'Ending MRR of the latest month (2025-12)');
ask(
  'total new MRR this year',
  { value: money(sum(months.map((m) => m.newM))) },
  'sum of New MRR over 12 months',
);
ask(
  'how much MRR did we lose to churn',
  { value: money(sum(months.map((m) => m.churn))), abs: true },
  'sum of Churned MRR (sign not judged)',
);
ask(
  'MRR growth over the year in %',
  { value: growth(jan.start, dec.end) },
  '(Dec Ending - Jan Starting) / Jan Starting * 100',
);
ask(
  'active subscribers in june',
  { value: String(months[5]!.endS) },
  'Active subscribers (end), 2025-06',
);
ask(
  'which month had the worst churn',
  { value: money(worstChurn.churn), at: monthNames(worstChurn.label), abs: true },
  'most negative Churned MRR',
);
ask(
  'best month for new mrr',
  { value: money(bestNew.newM), at: monthNames(bestNew.label) },
  'largest New MRR',
);
ask('expansion mrr in march', { value: money(months[2]!.exp) }, 'Expansion MRR, 2025-03');
ask(
  'how many new subscribers did we get this year',
  { value: String(months.reduce((s, m) => s + m.newS, 0)) },
  'sum of New subscribers',
);
ask(
  'how many cancelled in Q3',
  { value: String(months[6]!.lostS + months[7]!.lostS + months[8]!.lostS) },
  'Cancelled subscribers Jul+Aug+Sep',
);
ask('ARR', { value: money(dec.end * 12) }, 'annual run rate = latest Ending MRR * 12');
ask(
  'net new mrr in october',
  { value: money(months[9]!.end - months[9]!.start) },
  'Ending - Starting MRR, 2025-10',
);
ask('ending mrr in 2025-04', { value: money(months[3]!.end) }, 'Ending MRR, 2025-04');
ask(
  'whats our LTV',
  { refuse: true },
  'needs ARPU and churn rate definitions the sheet does not give; several formulas exist',
);
ask('how many downloads did we get', { refuse: true }, 'no download counts');

export const appStudio: BlindBook = {
  name: NAME,
  about:
    'mobile app studio, US$, MRR bridge with months across as 2025-01 text and subscriber counts',
  build,
  questions,
  verify,
};
