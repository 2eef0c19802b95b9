/**
 * Translation agency (Edinburgh, £): a two-year comparison, newest year FIRST, years as text
 * headers ("FY2025", "FY2024"), Variance and Var % columns, a Total row, a units line.
 */
import ExcelJS from 'exceljs';
import { growth, pct } from '../../expect';
import {
  argMax,
  argMin,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
} from '../lib';

const NAME = 'translation-yoy';
const LINES = [
  'Legal translation',
  'Medical translation',
  'Website localisation',
  'Interpreting',
  'Subtitling',
  'Certified documents',
];

export const translationYoy: BlindBook = {
  name: NAME,
  business: 'translation agency two-year comparison, £',
  async build() {
    const r = rngFor(NAME);
    const last = LINES.map(() => BigInt(randInt(r, 2000000, 9000000)));
    const now = last.map((v) => (v * BigInt(randInt(r, 70, 145))) / 100n);
    const tNow = sumB(now);
    const tLast = sumB(last);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Revenue YoY');
    let at = writeRows(ws, 1, [['Lingua Forth Ltd'], ['Revenue by service line, GBP'], []]);
    at = writeRows(ws, at, [['Service line', 'FY2025', 'FY2024', 'Variance', 'Var %']]);
    at = writeRows(
      ws,
      at,
      LINES.map((l, i) => [
        l,
        cell(now[i]!),
        cell(last[i]!),
        cell(now[i]! - last[i]!),
        Number(growth(last[i]!, now[i]!)) / 100,
      ]),
    );
    writeRows(ws, at, [
      ['Total', cell(tNow), cell(tLast), cell(tNow - tLast), Number(growth(tLast, tNow)) / 100],
    ]);
    for (const c of [2, 3, 4]) ws.getColumn(c).numFmt = '£#,##0.00';
    ws.getColumn(5).numFmt = '0.00%';

    const diffs = now.map((v, i) => v - last[i]!);
    const { qs, ask, refuse } = asker(NAME);
    ask('revenue this year', { value: m(tNow) }, 'Total FY2025 (the newest year on the sheet)');
    ask('what did we turn over last year', { value: m(tLast) }, 'Total FY2024');
    ask(
      'compare this year to last',
      { value: [m(tNow - tLast), growth(tLast, tNow)] },
      'total variance in £ or the % change: either accepted',
    );
    ask(
      'how much did revenue grow in percent',
      { value: growth(tLast, tNow) },
      '(FY2025-FY2024)/FY2024 *100',
    );
    ask('which service grew the most', { at: LINES[argMax(diffs)]! }, 'largest Variance in £');
    ask(
      'which line dropped the most',
      { at: LINES[argMin(diffs)]! },
      'smallest (most negative) Variance',
    );
    ask('interpreting revenue 2024', { value: m(last[3]!) }, 'one cell');
    ask(
      'subtitling this year vs last year in £',
      { value: m(diffs[4]!) },
      'Subtitling FY2025 - FY2024',
    );
    ask(
      'medical translation growth %',
      { value: growth(last[1]!, now[1]!) },
      'Var % of Medical translation',
    );
    ask('biggest service line in 2025', { at: LINES[argMax(now)]! }, 'largest FY2025');
    ask('website localisation fy2025', { value: m(now[2]!) }, 'one cell');
    ask(
      'legal translation share of 2025 revenue',
      { value: pct(now[0]!, tNow) },
      'Legal FY2025 / Total FY2025 *100, 2 dp (half up)',
    );
    refuse('how many words did we translate', 'no volumes on the sheet');
    refuse(
      'what will revenue be next year',
      'a forecast is not on the sheet and two points do not make one',
    );

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [['total variance = sum of variances', tNow - tLast, sumB(diffs)]],
    };
  },
};
