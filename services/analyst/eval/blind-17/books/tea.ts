/** Tea importer/exporter (NT$ thousands): exports by market, 2025 then 2024 (newest first), change, %. */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct, sum } from '../../expect';
import { REFUSE, argmax, argmin, asker, bytes, int, rng, sheet, type BlindBook } from '../kit';

const r = rng(17712);
const markets = ['Japan', 'Germany', 'United States', 'UAE', 'Australia', 'Canada'];
// whole thousands of NT$
const y24 = markets.map(() => BigInt(int(r, 800, 9500)));
const y25 = y24.map((v) => (v * BigInt(int(r, 78, 135))) / 100n);
const t24 = sum(y24);
const t25 = sum(y25);
const chg = markets.map((_, i) => y25[i]! - y24[i]!);
// values are whole thousands; as hundredths for the helpers
const H = (k: bigint) => k * 100n;
const both = (k: bigint): string[] => [hundredths(H(k)), hundredths(H(k * 1000n))];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Exports', [
    ['Jade Mountain Tea Co. - export sales by market'],
    ['NT$ in thousands'],
    [],
    ['Market', '2025', '2024', 'Change', 'Change %'],
    ...markets.map((m, i) => [
      m,
      Number(y25[i]),
      Number(y24[i]),
      Number(chg[i]),
      Number(growth(y24[i]!, y25[i]!)),
    ]),
    ['Total', Number(t25), Number(t24), Number(t25 - t24), Number(growth(t24, t25))],
  ]);
  return bytes(wb);
}

const { q, list } = asker('tea');
q(
  'total exports in 2025',
  { value: both(t25) },
  'Total, 2025 (in thousands; the full figure also accepted)',
);
q('what did we export in 2024', { value: both(t24) }, 'Total, 2024');
q(
  'compare this year to last',
  { value: [...both(t25 - t24), growth(t24, t25)] },
  'this year = newest year on the sheet (2025); change 2025-2024 in money, or its % growth: both accepted',
);
q('growth in exports %', { value: growth(t24, t25) }, '(2025-2024)/2024 x 100 on the totals');
q(
  'which market grew the most',
  { value: both(chg[argmax(chg)]!), at: markets[argmax(chg)]! },
  'largest Change in money',
);
q(
  'which market fell the most',
  { value: both(chg[argmin(chg)]!), at: markets[argmin(chg)]!, abs: true },
  'most negative Change (2 markets fell); the drop may be stated as a positive amount',
);
q(
  'how did germany do vs last year',
  { value: [...both(chg[1]!), growth(y24[1]!, y25[1]!)] },
  'Germany change, money or %',
);
q('japan share of 2025 exports', { value: pct(y25[0]!, t25) }, 'Japan 2025 / Total 2025 x 100');
q(
  'how many markets declined',
  { value: String(chg.filter((c) => c < 0n).length) },
  'count of markets with Change < 0',
);
q('us exports 2024', { value: both(y24[2]!) }, 'one cell');
q(
  'biggest market in 2025',
  { value: both(y25[argmax(y25)]!), at: markets[argmax(y25)]! },
  'highest 2025 value',
);
q('uae growth rate', { value: growth(y24[3]!, y25[3]!) }, '(2025-2024)/2024 x 100 for UAE');
q('exports in 2023', REFUSE, 'two years only');
q('how many kilos did we ship to canada', REFUSE, 'values only, no volume');
export const tea: BlindBook = {
  name: 'tea',
  business: 'tea importer/exporter',
  build,
  questions: list,
};
