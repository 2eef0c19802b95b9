/**
 * Climbing gym (Melbourne, A$): a memberships / MRR sheet, months ACROSS as "2025-01",
 * plans down (members and MRR in two stacked tables on one sheet), a bridge of new / churned
 * MRR under it.
 */
import ExcelJS from 'exceljs';
import { growth, pct } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
  type RowValue,
  MONTH_NAMES,
} from '../lib';

const NAME = 'climbing-mrr';
const PLANS: Array<[string, number]> = [
  ['Adult Unlimited', 12900],
  ['Student', 8900],
  ['Off-Peak', 6900],
  ['Family', 21900],
];
const COLS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);

export const climbingMrr: BlindBook = {
  name: NAME,
  business: 'climbing gym memberships / MRR, A$',
  async build() {
    const r = rngFor(NAME);
    const members = PLANS.map(() => {
      let n = randInt(r, 40, 160);
      return COLS.map(() => (n = Math.max(5, n + randInt(r, -12, 18))));
    });
    const mrr = members.map((row, p) => row.map((n) => BigInt(n * PLANS[p]![1])));
    const totMembers = COLS.map((_, i) => members.reduce((s, row) => s + row[i]!, 0));
    const totMrr = COLS.map((_, i) => sumB(mrr.map((row) => row[i]!)));

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Memberships');
    const rows: RowValue[][] = [
      ['Boulder Yard — active memberships and MRR (AUD, ex GST)'],
      [],
      ['Active members', ...COLS],
      ...members.map((row, p) => [PLANS[p]![0], ...row]),
      ['Total members', ...totMembers],
      [],
      ['MRR (A$)', ...COLS],
      ...mrr.map((row, p) => [PLANS[p]![0], ...row.map(cell)]),
      ['Total MRR', ...totMrr.map(cell)],
      [],
      ['Prices per month: Adult 129, Student 89, Off-Peak 69, Family 219.'],
    ];
    writeRows(ws, 1, rows);

    const { qs, ask, refuse } = asker(NAME);
    ask('what is our MRR in december', { value: m(totMrr[11]!) }, 'Total MRR, 2025-12');
    ask(
      'how much did MRR grow over the year',
      { value: [growth(totMrr[0]!, totMrr[11]!), m(totMrr[11]! - totMrr[0]!)] },
      '(Dec-Jan)/Jan Total MRR *100, or Dec-Jan in A$: both readings of "how much" accepted',
    );
    ask(
      'how many members did we have at the end of june',
      { value: whole(totMembers[5]!) },
      'Total members, 2025-06',
    );
    ask('student members in september', { value: whole(members[1]![8]!) }, 'one cell');
    ask('family plan MRR in march', { value: m(mrr[3]![2]!) }, 'one cell of the MRR table');
    ask(
      'which month had the most members',
      {
        at: [
          COLS[argMax(totMembers)]!,
          `${MONTH_NAMES[argMax(totMembers)]!.slice(0, 3)} 2025`,
          `${MONTH_NAMES[argMax(totMembers)]} 2025`,
        ],
      },
      'month with the largest Total members',
    );
    ask(
      'total recurring revenue for the year',
      { value: m(sumB(totMrr)) },
      'sum of the 12 monthly Total MRR values',
    );
    ask(
      'share of december MRR from adult unlimited',
      { value: pct(mrr[0]![11]!, totMrr[11]!) },
      'Adult Unlimited Dec / Total MRR Dec *100',
    );
    ask(
      'off-peak members change jan to dec',
      { value: whole(members[2]![11]! - members[2]![0]!) },
      'Dec minus Jan members, Off-Peak (a count)',
    );
    ask(
      'average MRR per month',
      { value: m((sumB(totMrr) + 6n) / 12n) },
      'mean of monthly Total MRR, to the cent',
    );
    ask('ARR based on december', { value: m(totMrr[11]! * 12n) }, 'Dec Total MRR x 12');
    refuse('what is our churn rate', 'no churned-member counts; net changes hide churn');
    refuse('how many day passes did we sell', 'no day passes on the sheet');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        [
          'MRR = members x price',
          sumB(totMrr),
          sumB(COLS.map((_, i) => sumB(PLANS.map(([, p], k) => BigInt(members[k]![i]! * p))))),
        ],
      ],
    };
  },
};
