/**
 * estate: an estate agency's commission sheet (ZAR), transfers registered September to
 * November 2026. One row per sale: transfer date, property, suburb, agent, sale price,
 * commission %, commission excl. VAT, VAT at 15%, commission incl. VAT, agent split %, agent
 * share, agency share; a totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(13);
const AGENTS: Array<[string, bigint]> = [
  ['Thandi Mokoena', 60n],
  ['Pieter van der Merwe', 50n],
  ['Anele Dlamini', 50n],
  ['Marlize Botha', 55n],
  ['Johan Steyn', 45n],
];
const STREETS = [
  ['14 Dorp Street', 'Stellenbosch Central'],
  ['7 Rustenburg Road', 'Mostertsdrift'],
  ['22 Hofman Street', 'Dalsig'],
  ['3 Van Riebeeck Street', 'Die Boord'],
  ['Unit 12, Eikestad Mews', 'Stellenbosch Central'],
  ['41 Jonkershoek Road', 'Mostertsdrift'],
  ['9 Brandwacht Street', 'Brandwacht'],
  ['18 Paradyskloof Road', 'Paradyskloof'],
  ['Unit 4, La Clemence', 'Techno Park'],
  ['27 Bosman Street', 'Idas Valley'],
  ['5 Lovell Street', 'Dalsig'],
  ['Unit 31, Kayamandi Heights', 'Cloetesville'],
  ['60 Banhoek Road', 'Karindal'],
  ['11 Neethling Street', 'Stellenbosch Central'],
  ['2 Tindall Street', 'Karindal'],
  ['Plot 8, Devon Valley', 'Devon Valley'],
  ['33 Merriman Avenue', 'Mostertsdrift'],
  ['16 Piet Retief Street', 'Die Boord'],
] as const;

interface Sale {
  date: Date;
  prop: string;
  suburb: string;
  agent: string;
  split: bigint;
  price: bigint;
  ratePm: bigint; // per mille x 10: 50 = 5.0%
  excl: bigint;
  vat: bigint;
  agentShare: bigint;
}
const SALES: Sale[] = STREETS.map(([prop, suburb], i) => {
  const [agent, split] = AGENTS[i === 0 ? 1 : r.int(0, AGENTS.length - 1)]!;
  const unit = prop.startsWith('Unit');
  const price =
    BigInt(
      unit
        ? r.int(240, 560) * 5000
        : prop.startsWith('Plot')
          ? 1690 * 5000
          : r.int(460, 1500) * 5000,
    ) * 100n;
  const ratePm = BigInt(r.pick([50, 60, 60, 75]));
  const excl = divRound(price * ratePm, 1000n);
  return {
    date: day(2026, 8 + Math.floor(i / 6), 2 + (i % 6) * 5 + r.int(0, 3)),
    prop,
    suburb,
    agent,
    split,
    price,
    ratePm,
    excl,
    vat: divRound(excl * 15n, 100n),
    agentShare: divRound(excl * split, 100n),
  };
});

const byAgent = AGENTS.map(([a]) => total(SALES.filter((s) => s.agent === a).map((s) => s.excl)));
const topAgent = argMax(byAgent);
const prices = SALES.map((s) => s.price);
const big = argMax(prices);
const exclT = total(SALES.map((s) => s.excl));
const vatT = total(SALES.map((s) => s.vat));
const priceT = total(prices);
const inMonth = (m: number): Sale[] => SALES.filter((s) => s.date.getUTCMonth() === m);
const dorp = SALES[0]!;
const thandi = SALES.filter((s) => s.agent === 'Thandi Mokoena');
const meanRateBp = divRound(total(SALES.map((s) => s.ratePm)) * 100n, BigInt(SALES.length) * 10n);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Commission Q3-Q4');
  ws.getCell('A1').value = 'Protea Properties Stellenbosch: agents commission register';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Transfers registered Sept to Nov 2026. Commission earned on registration. Rand.';
  const head = [
    'Transfer date',
    'Property',
    'Suburb',
    'Agent',
    'Sale price (R)',
    'Comm %',
    'Commission excl. VAT (R)',
    'VAT 15% (R)',
    'Commission incl. VAT (R)',
    'Agent split',
    'Agent share (R)',
    'Agency share (R)',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const R = '"R" #,##0.00';
  SALES.forEach((s, i) => {
    const w = ws.getRow(H + 1 + i);
    w.getCell(1).value = s.date;
    w.getCell(1).numFmt = 'yyyy/mm/dd';
    w.getCell(2).value = s.prop;
    w.getCell(3).value = s.suburb;
    w.getCell(4).value = s.agent;
    w.getCell(5).value = cell(s.price);
    w.getCell(6).value = Number(s.ratePm) / 1000;
    w.getCell(6).numFmt = '0.0%';
    w.getCell(7).value = cell(s.excl);
    w.getCell(8).value = cell(s.vat);
    w.getCell(9).value = cell(s.excl + s.vat);
    w.getCell(10).value = Number(s.split) / 100;
    w.getCell(10).numFmt = '0%';
    w.getCell(11).value = cell(s.agentShare);
    w.getCell(12).value = cell(s.excl - s.agentShare);
    for (const c of [5, 7, 8, 9, 11, 12]) w.getCell(c).numFmt = R;
  });
  const t = ws.getRow(H + 2 + SALES.length);
  t.getCell(1).value = 'Totals';
  const tots: Array<[number, bigint]> = [
    [5, priceT],
    [7, exclT],
    [8, vatT],
    [9, exclT + vatT],
    [11, total(SALES.map((s) => s.agentShare))],
    [12, total(SALES.map((s) => s.excl - s.agentShare))],
  ];
  for (const [c, v] of tots) {
    t.getCell(c).value = cell(v);
    t.getCell(c).numFmt = R;
  }
  t.font = { bold: true };
  ws.getRow(H + 4 + SALES.length).getCell(1).value =
    'Agent share is paid on the excl. VAT commission, the month after registration.';
  [12, 28, 20, 21, 15, 8, 16, 13, 16, 9, 14, 14].forEach(
    (wd, i) => (ws.getColumn(1 + i).width = wd),
  );
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'agent share + agency share = commission excl. VAT',
    a: total(SALES.map((s) => s.agentShare + (s.excl - s.agentShare))),
    b: exclT,
  },
  { what: 'agents add to the commission total', a: total(byAgent), b: exclT },
  {
    what: 'months add to the VAT total',
    a: total([8, 9, 10].map((m) => total(inMonth(m).map((s) => s.vat)))),
    b: vatT,
  },
  unique('commission by agent', byAgent),
  unique('sale price', prices),
  holds('Thandi has sales', thandi.length > 0),
  holds('Pieter has the Dorp Street sale', dorp.agent === 'Pieter van der Merwe'),
];

const questions = questionsFor('estate', [
  ['total value of properties sold', { value: money(priceT), means: 'sum of Sale price (R)' }],
  [
    'total commission?',
    {
      value: [money(exclT), money(exclT + vatT)],
      means: 'Commission excl. VAT total, or incl. VAT total',
    },
  ],
  [
    'how much does Thandi get',
    {
      value: money(total(thandi.map((s) => s.agentShare))),
      means: "Thandi Mokoena's Agent share (R)",
    },
  ],
  [
    'top agent by commission',
    {
      at: AGENTS[topAgent]![0],
      value: money(byAgent[topAgent]!),
      means: 'agent with the most Commission excl. VAT',
    },
  ],
  [
    'how many sales in october',
    { value: String(inMonth(9).length), means: 'rows with a Transfer date in Oct 2026' },
  ],
  [
    'biggest sale?',
    {
      at: [SALES[big]!.prop, SALES[big]!.suburb],
      value: money(prices[big]!),
      means: 'row with the highest Sale price',
    },
  ],
  [
    'average sale price',
    { value: meanCents(priceT, SALES.length), means: 'mean Sale price over 18 sales' },
  ],
  [
    'vat on commission in november',
    { value: money(total(inMonth(10).map((s) => s.vat))), means: 'VAT 15% of the Nov 2026 rows' },
  ],
  [
    "agency's share after agent splits",
    {
      value: money(total(SALES.map((s) => s.excl - s.agentShare))),
      means: 'sum of Agency share (R)',
    },
  ],
  [
    'commission on 14 Dorp Street',
    {
      value: [money(dorp.excl), money(dorp.excl + dorp.vat)],
      means: '14 Dorp Street, commission excl. or incl. VAT',
    },
  ],
  ["what's Pieter's split", { value: '50', means: 'Pieter van der Merwe, Agent split %' }],
  [
    'average commission rate',
    {
      value: [money(meanRateBp), pct(exclT, priceT)],
      means: 'mean of Comm % over the rows, or commission excl. VAT / sale prices, %',
    },
  ],
  ['how many viewings did we do', { refuse: true, means: 'no viewings in the sheet' }],
  [
    'how long did 14 Dorp Street take to sell',
    { refuse: true, means: 'no listing dates in the sheet' },
  ],
]);

export const estate: BlindBook = {
  name: 'estate',
  business: 'estate agency',
  shape:
    'commission sheet: sale price, comm %, commission excl./VAT/incl., agent split %, agent and agency shares; totals row',
  bytes,
  questions,
  checks,
};
