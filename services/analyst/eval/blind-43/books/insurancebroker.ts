/**
 * insurancebroker — an insurance broker in Makati (PHP). Commission sheet July – November 2026:
 * policy no, date bound as TEXT ("dd/mm/yyyy"), client, line (Motor / Home / Health / Business),
 * agent, premium, commission rate (a fraction, fixed per line), commission (premium × rate);
 * two title rows and a Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  day,
  extreme,
  groupSum,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import {
  dayOf,
  diffOrGrowth,
  dmy,
  fmt,
  grouped,
  header,
  n,
  num,
  pctOrFraction,
  roundCut,
  title,
  widths,
} from '../helpers';

const r = rng(13);
const NAME = 'insurancebroker';

/** line, rate in basis points, premium low and high (pesos), weight */
const LINES: Array<[string, number, number, number]> = [
  ['Motor', 1000, 12000, 65000],
  ['Home', 1500, 8000, 40000],
  ['Health', 800, 25000, 120000],
  ['Business', 1750, 40000, 350000],
];
const AGENTS = [
  'Maricel Santos',
  'Paolo Reyes',
  'Jun dela Cruz',
  'Grace Villanueva',
  'Ramon Bautista',
];
const SURN = [
  'Garcia',
  'Mendoza',
  'Torres',
  'Aquino',
  'Castillo',
  'Ramos',
  'Flores',
  'Navarro',
  'Lim',
  'Tan',
  'Go',
  'Uy',
];
const FIRMS = [
  'Makati Print Hub',
  'Sampaguita Foods Inc.',
  'Baywalk Motors',
  'Luzon Cold Storage',
  'Pasig Hardware Co.',
  'Cebu Pacific Tiles',
];

interface Policy {
  no: string;
  date: Date;
  client: string;
  line: string;
  agent: string;
  premium: bigint;
  rate: number;
  commission: bigint;
}
const policies: Policy[] = [];
const LINE_PICK = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3];
for (let m = 6; m <= 10; m++) {
  const k = r.int(7, 10);
  for (let i = 0; i < k; i++) {
    const li = r.pick(LINE_PICK);
    const [line, bp, lo, hi] = LINES[li]!;
    const premium = BigInt(stepped(r, lo, hi, 10000));
    policies.push({
      no: '',
      date: day(2026, m, r.int(1, m === 8 || m === 10 ? 30 : 31)),
      client:
        line === 'Business'
          ? r.pick(FIRMS)
          : `${r.pick(['A.', 'M.', 'J.', 'R.', 'C.', 'L.'])} ${r.pick(SURN)}`,
      line,
      agent: r.pick(AGENTS),
      premium,
      rate: bp / 10000,
      commission: divRound(premium * BigInt(bp), 10000n),
    });
  }
}
policies.sort((a, b) => a.date.getTime() - b.date.getTime());
policies.forEach((p, i) => (p.no = `PB-26-${String(311 + i).padStart(4, '0')}`));

const C = (xs: Policy[]): bigint => total(xs.map((p) => p.commission));
const P = (xs: Policy[]): bigint => total(xs.map((p) => p.premium));
const comm = C(policies);
const prem = P(policies);
const byAgent = groupSum(
  policies,
  (p) => p.agent,
  (p) => p.commission,
);
const [topAgent, topAgentComm] = extreme(byAgent);
const inM = (xs: Policy[], m: number): Policy[] => xs.filter((p) => p.date.getUTCMonth() === m);
const months = [6, 7, 8, 9, 10].map((m) => C(inM(policies, m)));
const bestM = argMax(months);
const commissions = policies.map((p) => p.commission);
const bigC = argMax(commissions);
const premiums = policies.map((p) => p.premium);
const bigP = argMax(premiums);
const of = (line: string): Policy[] => policies.filter((p) => p.line === line);
const over = roundCut(premiums, 8, 1000000);
const meanRateBp = divRound(
  total(policies.map((p) => BigInt(Math.round(p.rate * 10000)))),
  BigInt(policies.length),
);
const paoloNov = inM(
  policies.filter((p) => p.agent === 'Paolo Reyes'),
  10,
);

const checks: CrossCheck[] = [
  ...policies.map((p) =>
    same(
      `${p.no} premium × rate = commission`,
      divRound(p.premium * BigInt(Math.round(p.rate * 10000)), 10000n),
      p.commission,
    ),
  ),
  same('agents = total', total([...byAgent.values()]), comm),
  same('months = total', total(months), comm),
  same('lines = total', total(LINES.map(([l]) => C(of(l)))), comm),
  uniqueIn('agent commission', byAgent),
  unique('month commission', months),
  unique('single commission', commissions),
  unique('single premium', premiums),
  offThreshold('premium', premiums, over),
  holds('Paolo wrote in November', paoloNov.length > 0),
  unique(
    'line rates',
    LINES.map(([, bp]) => bp),
  ),
  holds('Business has the best rate', LINES[argMax(LINES.map(([, bp]) => bp))]![0] === 'Business'),
  holds(
    'Maricel wrote policies',
    policies.some((p) => p.agent === 'Maricel Santos'),
  ),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Commissions');
  title(ws, 1, 'Bantay Insurance Brokers, Inc. — commission report', 8);
  title(ws, 2, 'Policies bound 1 July – 30 November 2026 · Philippine peso', 8);
  header(ws, 4, [
    'Policy no',
    'Date bound',
    'Client',
    'Line',
    'Agent',
    'Premium',
    'Rate',
    'Commission',
  ]);
  policies.forEach((p, i) => {
    ws.getRow(5 + i).values = [
      p.no,
      dmy(p.date),
      p.client,
      p.line,
      p.agent,
      num(p.premium),
      p.rate,
      num(p.commission),
    ];
  });
  const tr = ws.getRow(5 + policies.length);
  tr.values = ['Totals', null, null, null, null, num(prem), null, num(comm)];
  tr.font = { bold: true };
  fmt(ws, [6, 8], '"₱"#,##0.00');
  fmt(ws, [7], '0.0%');
  widths(ws, [13, 12, 22, 10, 18, 14, 8, 14]);
  return toBytes(wb);
}

const month = (i: number): string[] => monthAt(i + 6, 2026);

export const insurancebroker: BlindBook = {
  name: NAME,
  business: 'insurance broker',
  shape: 'commission sheet: policies with premium, rate (fraction) and commission; dates as text',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    ['How much commission did we earn?', { value: money(comm), means: 'Commission total' }],
    [
      'Who earned the most commission?',
      { value: money(topAgentComm), at: topAgent, means: 'agent with the largest commission' },
    ],
    ['What was our total premium written?', { value: money(prem), means: 'Premium total' }],
    [
      'How much commission came from motor policies?',
      { value: money(C(of('Motor'))), means: 'Motor lines, Commission' },
    ],
    [
      "What's our average commission rate?",
      {
        value: [...pctOrFraction(comm, prem), ...pctOrFraction(meanRateBp, 10000n)],
        tol: 0.01,
        means: 'commission / premium, or the mean Rate (as % or fraction)',
      },
    ],
    [
      'How many policies did Maricel write?',
      {
        value: n(countOf(policies, (p) => p.agent === 'Maricel Santos')),
        means: 'Maricel Santos rows',
      },
    ],
    [
      'What did we earn in October?',
      { value: money(months[3]!), means: 'Commission, bound in October' },
    ],
    [
      'Which month was best for commission?',
      { value: money(months[bestM]!), at: month(bestM), means: 'month with the most commission' },
    ],
    [
      "What's the biggest single commission?",
      { value: money(commissions[bigC]!), means: 'largest Commission' },
    ],
    [
      'What share of our commission came from business policies?',
      { value: pct(C(of('Business')), comm), tol: 0.01, means: 'Business commission / total' },
    ],
    [
      `How many policies had a premium over ₱${grouped(over)}?`,
      { value: n(countOf(premiums, (p) => p > over)), means: `Premium over ${money(over)}` },
    ],
    [
      'Which line of business pays the best commission rate?',
      { value: [hundredths(1750), '0.175'], at: 'Business', means: 'Business at 17.5%' },
    ],
    [
      'How much did Paolo earn in commission last month?',
      { value: money(C(paoloNov)), means: 'Paolo Reyes, November commission' },
    ],
    [
      'Compare September and October commission.',
      diffOrGrowth(months[2]!, months[3]!, 'Commission Oct vs Sep: difference or % change'),
    ],
    [
      'When did we bind our biggest policy?',
      { at: dayOf(policies[bigP]!.date), means: 'Date bound of the largest Premium' },
    ],
    ['What will we earn in December?', { refuse: true, means: 'a forecast' }],
    [
      'What commission did we earn in June?',
      { refuse: true, means: 'the sheet starts in July 2026' },
    ],
  ]),
};
