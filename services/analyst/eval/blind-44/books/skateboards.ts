/**
 * Book 14 — skateboard brand (BRL): a PIVOT TABLE of net sales by region and state × quarter of
 * 2026 (Q4 = Oct–Nov to date), compact form: a filter row, "Sum of Net sales" / "Column
 * Labels", "Row Labels", region rows carrying their subtotals with states indented below,
 * Grand Total row and column; `R$` prefix.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  argMax,
  cents,
  extreme,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(14);
const NAME = 'skateboards';
const REGIONS: Array<[string, Array<[string, number]>]> = [
  [
    'Centro-Oeste',
    [
      ['Distrito Federal', 38],
      ['Goiás', 22],
    ],
  ],
  [
    'Nordeste',
    [
      ['Bahia', 30],
      ['Ceará', 24],
      ['Pernambuco', 26],
    ],
  ],
  ['Norte', [['Pará', 12]]],
  [
    'Sudeste',
    [
      ['Minas Gerais', 48],
      ['Rio de Janeiro', 62],
      ['São Paulo', 110],
    ],
  ],
  [
    'Sul',
    [
      ['Paraná', 40],
      ['Rio Grande do Sul', 36],
      ['Santa Catarina', 44],
    ],
  ],
];
const QF = [0.9, 1.0, 1.15, 0.7];
const states = REGIONS.flatMap(([reg, ss]) =>
  ss.map(([name, size]) => ({
    reg,
    name,
    q: QF.map((f) => Math.round(cents(r, size * 800, size * 1100) * f)),
  })),
);
const stTot = states.map((s) => total(s.q));
const regTot = new Map(
  REGIONS.map(([reg]) => [reg, total(states.filter((s) => s.reg === reg).map((s) => total(s.q)))]),
);
const qTot = [0, 1, 2, 3].map((k) => total(states.map((s) => s.q[k]!)));
const grand = total(qTot);
const find = (n: string) => states.find((s) => s.name === n)!;
const sp = find('São Paulo');
const rj = find('Rio de Janeiro');
const neQ2 = total(states.filter((s) => s.reg === 'Nordeste').map((s) => s.q[1]!));
const thr = between(stTot, 4);
const over = stTot.filter((x) => x > BigInt(thr)).length;
const bestQ = argMax(qTot);
const worstState = states[stTot.indexOf(stTot.reduce((a, b) => (b < a ? b : a)))]!;
const bestState = states[argMax(stTot)]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vendas por região');
  title(ws, 1, 'Rolê Skateboards Ltda — net sales by region, 2026 (Q4 = Oct–Nov to date)', 6);
  ws.getRow(2).values = ['Year', 2026];
  ws.getRow(4).values = ['Sum of Net sales (R$)', 'Column Labels'];
  ws.getRow(5).values = ['Row Labels', 'Q1', 'Q2', 'Q3', 'Q4', 'Grand Total'];
  let row = 6;
  const bolds = [5];
  for (const [reg] of REGIONS) {
    const rs = states.filter((s) => s.reg === reg);
    const sub = [0, 1, 2, 3].map((k) => total(rs.map((s) => s.q[k]!)));
    ws.getRow(row).values = [
      reg,
      ...sub.map((v) => Number(v) / 100),
      Number(regTot.get(reg)!) / 100,
    ];
    bolds.push(row++);
    for (const s of rs) {
      ws.getRow(row).values = [s.name, ...s.q.map((v) => v / 100), Number(total(s.q)) / 100];
      ws.getCell(row++, 1).alignment = { indent: 1 };
    }
  }
  ws.getRow(row).values = ['Grand Total', ...qTot.map((v) => Number(v) / 100), Number(grand) / 100];
  bolds.push(row);
  bold(ws, ...bolds);
  fmt(ws, [2, 3, 4, 5, 6], '"R$" #,##0.00');
  widths(ws, [24, 14, 14, 14, 14, 15]);
  return toBytes(wb);
}

export const skateboards: BlindBook = {
  name: NAME,
  business: 'skateboard brand',
  shape: 'pivot table, region and state rows × quarter columns, with subtotals and grand totals',
  bytes,
  checks: [
    same('regions = grand', total([...regTot.values()]), grand),
    same('states = grand', total(stTot), grand),
    uniqueIn('top region', regTot),
    unique('top state', stTot),
    unique('bottom state', stTot, 'min'),
    unique('best quarter', qTot),
    holds('best quarter is Q3, Q4 lowest-ish below it', bestQ === 2 && qTot[3]! < qTot[2]!),
    offThreshold('state total', stTot, thr),
  ],
  questions: questionsFor(NAME, [
    ['What are our total sales this year?', val(money(grand), 'Grand Total')],
    ['Which region sells the most?', at(extreme(regTot)[0], 'largest region subtotal')],
    ['How much did we sell in São Paulo?', val(money(total(sp.q)), 'São Paulo Grand Total')],
    [
      'How did Q3 compare with Q2?',
      val(
        [money(qTot[2]! - qTot[1]!), growth(qTot[1]!, qTot[2]!)],
        'Q3 vs Q2: difference or % change',
        { abs: true, tol: 0.01 },
      ),
    ],
    ['Which state is our best?', at(bestState.name, 'largest state total')],
    [
      'What share of sales comes from the Sul region?',
      val(pct(regTot.get('Sul')!, grand), 'Sul / Grand Total, %', { tol: 0.01 }),
    ],
    ['How much did the Nordeste sell in Q2?', val(money(neQ2), 'Nordeste Q2 subtotal')],
    ['Which quarter was our best?', at(['Q3', 'Jul'], 'largest quarter')],
    ['Which state sells the least?', at(worstState.name, 'smallest state total')],
    [
      `How many states sold more than R$ ${th(thr)}?`,
      val(String(over), `state totals above R$ ${th(thr)}`),
    ],
    [
      'What are average sales per state?',
      val(meanCents(grand, states.length), `Grand Total / ${states.length} states`),
    ],
    [
      'How much did Rio de Janeiro grow from Q1 to Q3?',
      val(
        [growth(rj.q[0]!, rj.q[2]!), money(rj.q[2]! - rj.q[0]!)],
        'RJ Q3 vs Q1: % or difference',
        { tol: 0.01 },
      ),
    ],
    ['What have we sold in Q4 so far?', val(money(qTot[3]!), 'Q4 (Oct–Nov) Grand Total')],
    ['How many states do we sell in?', val(String(states.length), 'state rows')],
    ['What did we sell in Minas Gerais in October?', refuse('quarters only, no months')],
    ["What was last year's total?", refuse('2025 is not in the pivot')],
  ]),
};
