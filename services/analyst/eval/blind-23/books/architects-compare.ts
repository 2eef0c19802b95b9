/**
 * Architecture practice (€ thousands): a two-year comparison, newest year first, year
 * headers as numbers, Change and Change % columns, fee and cost sections with totals.
 */
import { growth, hundredths, money, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('architects-compare');
/** tenths of a thousand euros (one decimal in the sheet) */
type Pair = { now: bigint; last: bigint };
const pair = (lo: number, hi: number): Pair => ({
  now: BigInt(between(r, lo, hi)),
  last: BigInt(between(r, lo, hi)),
});
const FEES: Record<string, Pair> = {
  'Residential fees': pair(1800, 4200),
  'Commercial fees': pair(2500, 6100),
  Competitions: pair(100, 600),
  'Interior design': pair(400, 1500),
};
const COSTS: Record<string, Pair> = {
  Salaries: pair(3800, 5200),
  'Office rent': pair(600, 720),
  'Software licences': pair(120, 310),
  Travel: pair(40, 260),
};
const tot = (g: Record<string, Pair>): Pair => ({
  now: sum(Object.values(g).map((p) => p.now)),
  last: sum(Object.values(g).map((p) => p.last)),
});
const tF = tot(FEES);
const tC = tot(COSTS);
const res: Pair = { now: tF.now - tC.now, last: tF.last - tC.last };
/** tenths of k€ as "512.3", or as euros "512300" (both readings accepted) */
const both = (tenths: bigint): string[] => [hundredths(tenths * 10n), money(tenths * 10000n)];

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Comparison');
  ws.addRow(['Studio Brandt Architekten PartG']);
  ws.addRow(['Fee income and costs, in € thousands']);
  ws.addRow([]);
  ws.addRow([null, 2026, 2025, 'Change', 'Change %']);
  const put = (label: string, p: Pair): void =>
    void ws.addRow([
      label,
      Number(p.now) / 10,
      Number(p.last) / 10,
      Number(p.now - p.last) / 10,
      Number(growth(p.last, p.now)) / 100,
    ]);
  for (const [k, p] of Object.entries(FEES)) put(k, p);
  put('Total fees', tF);
  ws.addRow([]);
  for (const [k, p] of Object.entries(COSTS)) put(k, p);
  put('Total costs', tC);
  ws.addRow([]);
  put('Operating result', res);
  ws.getColumn(5).numFmt = '0.0%';
  ws.addRow([]);
  ws.addRow(['2026 = forecast to 31 Dec based on fees invoiced to 31 Oct.']);
  return toBytes(wb);
}

const q = new Asker('arch');
const feeNames = Object.keys(FEES);
const grew = feeNames.map((k) => FEES[k]!.now - FEES[k]!.last);
const topGrow = argmax(grew);
q.value('total fees this year', both(tF.now), 'Total fees, 2026 (in k€ or in €)');
q.value('fees last year', both(tF.last), 'Total fees, 2025');
q.percent(
  'how much did fees grow',
  growth(tF.last, tF.now),
  '(2026 - 2025) / 2025 x 100, Total fees',
);
q.place(
  'which fee line grew the most in euros',
  feeNames[topGrow]!,
  'fee line with the largest 2026 - 2025 change',
  undefined,
);
q.value(
  'change in salaries',
  both(COSTS.Salaries!.now - COSTS.Salaries!.last),
  'Salaries 2026 - 2025',
);
q.value('operating result 2026', both(res.now), 'Operating result, 2026');
q.value(
  'software costs in 2025',
  both(COSTS['Software licences']!.last),
  'Software licences, 2025',
);
q.percent('costs up by what %', growth(tC.last, tC.now), '(2026 - 2025) / 2025 x 100, Total costs');
q.value(
  'compare operating result this year to last',
  [...both(res.now - res.last), growth(res.last, res.now)],
  'two readings accepted: Operating result 2026 - 2025 (difference, k€ or €) or its growth %',
);
q.value('commercial fees 2026', both(FEES['Commercial fees']!.now), 'Commercial fees, 2026');
q.value('travel last year', both(COSTS.Travel!.last), 'Travel, 2025');
q.value('total costs 2026', both(tC.now), 'Total costs, 2026');
q.percent(
  'residential fees growth',
  growth(FEES['Residential fees']!.last, FEES['Residential fees']!.now),
  '(2026 - 2025) / 2025 x 100',
);
q.refuse('fees in 2024', 'only 2026 and 2025 are in the sheet');
q.refuse('how many projects did we win', 'no project counts');
q.refuse('what did we bill the Hofmann client', 'no clients in the sheet');

export const architectsCompare: BlindBook = {
  name: 'architects-compare',
  business: 'architecture practice',
  currency: '€',
  shape: 'two-year comparison, newest first, in thousands',
  build,
  questions: q.list,
  checks: [
    {
      what: 'result = fees - costs (change)',
      a: res.now - res.last,
      b: tF.now - tF.last - (tC.now - tC.last),
    },
    uniqueCheck('fee growth', grew),
  ],
};
