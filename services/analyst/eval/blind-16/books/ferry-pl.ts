/**
 * Ferry operator (Greek islands, €), a P&L with sections and "Total ..." lines, quarters as
 * columns plus a FY column, "in thousands" in the title block.
 */
import ExcelJS from 'exceljs';
import { growth, pct } from '../../expect';
import {
  argMax,
  asker,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'ferry-pl';
const REV = ['Passenger tickets', 'Vehicle deck', 'Freight', 'On-board café'];
const COGS = ['Marine fuel', 'Port fees', 'Crew wages'];
const OPEX = ['Insurance', 'Maintenance & dry dock', 'Office & booking system', 'Marketing'];
const QS = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];

export const ferryPl: BlindBook = {
  name: NAME,
  business: 'ferry operator P&L, € thousands',
  async build() {
    const r = rngFor(NAME);
    const season = [0.6, 1.2, 1.8, 0.7];
    const gen = (lo: number, hi: number, seasonal: boolean): bigint[] =>
      season.map((s) => BigInt(Math.round(randInt(r, lo, hi) * (seasonal ? s : 1))));
    const rev = REV.map((_, i) => gen([900, 300, 200, 40][i]!, [1400, 500, 350, 90][i]!, i !== 2));
    const cogs = COGS.map((_, i) => gen([250, 60, 300][i]!, [400, 110, 420][i]!, i === 0));
    const opex = OPEX.map(() => gen(30, 160, false));
    const tot = (rows: bigint[][]): bigint[] =>
      [0, 1, 2, 3].map((q) => sumB(rows.map((x) => x[q]!)));
    const totRev = tot(rev);
    const totCogs = tot(cogs);
    const gross = totRev.map((v, q) => v - totCogs[q]!);
    const totOpex = tot(opex);
    const net = gross.map((v, q) => v - totOpex[q]!);
    const fy = (xs: bigint[]): bigint => sumB(xs);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('P&L 2025');
    const line = (label: string, xs: bigint[]): RowValue[] => [
      label,
      ...xs.map(Number),
      Number(fy(xs)),
    ];
    const rows: RowValue[][] = [
      ['Aegean Link Ferries S.A.'],
      ['Statement of profit and loss, 2025'],
      ['(EUR, in thousands)'],
      [],
      [null, ...QS, 'FY 2025'],
      ['Revenue'],
      ...REV.map((l, i) => line(`  ${l}`, rev[i]!)),
      line('Total revenue', totRev),
      [],
      ['Cost of sales'],
      ...COGS.map((l, i) => line(`  ${l}`, cogs[i]!)),
      line('Total cost of sales', totCogs),
      line('Gross profit', gross),
      [],
      ['Operating expenses'],
      ...OPEX.map((l, i) => line(`  ${l}`, opex[i]!)),
      line('Total operating expenses', totOpex),
      [],
      line('Net profit', net),
    ];
    writeRows(ws, 1, rows);

    const { qs, ask, refuse } = asker(NAME);
    const k = (v: bigint): string => whole(v); // figures as written (thousands)
    const kk = (v: bigint): string[] => [whole(v), whole(v * 1000n)]; // either scale accepted
    ask(
      'total revenue for the year',
      { value: kk(fy(totRev)) },
      'FY Total revenue, in thousands (the value x1000 also accepted)',
    );
    ask('what did fuel cost us in q3', { value: kk(cogs[0]![2]!) }, 'Marine fuel, Q3');
    ask('net profit 2025', { value: kk(fy(net)) }, 'FY Net profit');
    ask(
      'gross margin for the year',
      { value: pct(fy(gross), fy(totRev)) },
      'FY Gross profit / FY Total revenue *100, 2 dp',
    );
    ask(
      'how did we do in the summer quarter',
      { value: kk(net[2]!) },
      'Q3 (Jul-Sep) Net profit; "how did we do" = bottom line',
    );
    ask(
      'best quarter for passenger tickets',
      { at: QS[argMax(rev[0]!)]!.slice(0, 2) },
      'quarter with the largest Passenger tickets',
    );
    ask('total operating expenses', { value: kk(fy(totOpex)) }, 'FY Total operating expenses');
    ask(
      'how much did revenue grow from q1 to q2',
      { value: growth(totRev[0]!, totRev[1]!) },
      '(Q2-Q1)/Q1 total revenue *100, 2 dp',
    );
    ask('freight revenue in Q4', { value: kk(rev[2]![3]!) }, 'one cell');
    ask('port fees full year', { value: kk(fy(cogs[1]!)) }, 'FY Port fees');
    ask(
      'what share of revenue comes from the café',
      { value: pct(fy(rev[3]!), fy(totRev)) },
      'FY café / FY total revenue *100',
    );
    ask(
      'crew wages as a % of revenue',
      { value: pct(fy(cogs[2]!), fy(totRev)) },
      'FY crew wages / FY total revenue *100',
    );
    ask('marketing spend q1', { value: kk(opex[3]![0]!) }, 'one cell');
    refuse('how many passengers did we carry', 'no passenger counts on the sheet');
    refuse('what was net profit in 2024', 'only 2025 on the sheet');
    void k;

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        ['net = revenue - cost of sales - opex', fy(net), fy(totRev) - fy(totCogs) - fy(totOpex)],
      ],
    };
  },
};
