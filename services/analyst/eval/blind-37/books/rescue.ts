/**
 * rescue: an animal rescue charity's donations and grants tracker for 2026 in Canadian
 * dollars, two sheets. Donations: one row per gift (date, donor, type, fund, amount, tax
 * receipt Y/N, receipt no., notes) with a Total row. Grants: one row per application (funder,
 * programme, applied, requested, awarded, received to date, still to come, status, report due
 * as text).
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  holds,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(16);
const INDIVIDUALS = [
  'Margaret Doyle',
  'Kevin Tran',
  'Priya Sharma',
  'Tom & Linda Bauer',
  'Anonymous',
  'Heather MacKenzie',
  'Daniel Osei',
  'Rachel Goldberg',
  'Marc Tremblay',
  'Sandra Novak',
  'Jasmine Lee',
  'Bill Harrington',
  'Fatima Rahman',
  'Greg Wilson',
  'Nicole Fortin',
  'Arjun Patel',
  'Emily Clarke',
  'Joe Santos',
];
const BUSINESSES = [
  'Guelph Pet Valu',
  'Speedvale Animal Hospital',
  'Royal City Brewing',
  'Stone Road Dental',
  'Wellington Home Hardware',
];
const FUNDS = ['General', 'General', 'General', 'Vet fund', 'Spay & neuter', 'Winter shelter'];

interface Gift {
  date: Date;
  donor: string;
  type: string;
  fund: string;
  amount: number;
  receipt: boolean;
  note?: string;
}
const gifts: Gift[] = [];
for (let m = 0; m < 11; m++) {
  const n = r.int(4, 8) + (m === 10 ? 3 : 0);
  for (let k = 0; k < n; k++) {
    const biz = r.next() < 0.2;
    const donor = biz ? r.pick(BUSINESSES) : r.pick(INDIVIDUALS);
    const amount = biz
      ? r.int(3, 24) * 5000 + 2500
      : r.pick([2500, 5000, 5000, 10000, 10000, 15000, 20000, 25000, 75000, 100000, 7500]);
    gifts.push({
      date: day(2026, m, r.int(1, 28)),
      donor,
      type: biz ? 'Business' : 'Individual',
      fund: r.pick(FUNDS),
      amount: donor === 'Anonymous' ? amount + r.int(0, 99) : amount,
      receipt: donor !== 'Anonymous' && (m < 10 || r.next() < 0.3),
    });
  }
}
// fundraisers and the bequest
gifts.push(
  {
    date: day(2026, 4, 23),
    donor: 'Paws in the Park walk',
    type: 'Fundraiser',
    fund: 'General',
    amount: 864235,
    receipt: false,
    note: 'cash & e-transfers from 212 walkers',
  },
  {
    date: day(2026, 9, 31),
    donor: 'Howl-o-ween gala',
    type: 'Fundraiser',
    fund: 'Winter shelter',
    amount: 1126540,
    receipt: false,
    note: 'ticket sales net of venue',
  },
  {
    date: day(2026, 7, 12),
    donor: 'Estate of Dorothy Fairweather',
    type: 'Bequest',
    fund: 'Vet fund',
    amount: 2500000,
    receipt: true,
    note: 'bequest',
  },
  {
    date: day(2026, 10, 19),
    donor: 'Estate of Dorothy Fairweather',
    type: 'Bequest',
    fund: 'Vet fund',
    amount: 500000,
    receipt: true,
    note: 'final distribution',
  },
);
gifts.sort((a, b) => a.date.getTime() - b.date.getTime());

interface Grant {
  funder: string;
  programme: string;
  applied: Date;
  requested: number;
  awarded: number;
  received: number;
  status: 'Awarded' | 'Pending' | 'Declined';
  report?: string;
}
const grants: Grant[] = [
  {
    funder: 'Ontario Trillium Foundation',
    programme: 'Capital: kennel rebuild',
    applied: day(2026, 5, 15),
    requested: 9850000,
    awarded: 0,
    received: 0,
    status: 'Pending',
  },
  {
    funder: 'Guelph Community Foundation',
    programme: 'Foster network',
    applied: day(2026, 1, 2),
    requested: 1500000,
    awarded: 1200000,
    received: 1200000,
    status: 'Awarded',
    report: '31/01/2027',
  },
  {
    funder: 'PetSmart Charities of Canada',
    programme: 'Spay & neuter clinics',
    applied: day(2026, 2, 10),
    requested: 2500000,
    awarded: 2500000,
    received: 1250000,
    status: 'Awarded',
    report: '30/06/2027',
  },
  {
    funder: 'City of Guelph',
    programme: 'Community grant',
    applied: day(2026, 0, 20),
    requested: 800000,
    awarded: 650000,
    received: 650000,
    status: 'Awarded',
    report: '15/12/2026',
  },
  {
    funder: 'Petco Love Canada',
    programme: 'Lifesaving',
    applied: day(2026, 6, 1),
    requested: 2000000,
    awarded: 0,
    received: 0,
    status: 'Declined',
  },
  {
    funder: 'Wellington County',
    programme: 'Winter shelter heating',
    applied: day(2026, 8, 5),
    requested: 1200000,
    awarded: 0,
    received: 0,
    status: 'Pending',
  },
  {
    funder: 'RBC Foundation',
    programme: 'Volunteer training',
    applied: day(2026, 3, 14),
    requested: 1000000,
    awarded: 750000,
    received: 375000,
    status: 'Awarded',
    report: '31/03/2027',
  },
];
const toCome = (g: Grant): number => g.awarded - g.received;

const amounts = gifts.map((g) => g.amount);
const ALL = total(amounts);
const donors = [...new Set(gifts.map((g) => g.donor))];
const byDonor = donors.map((d) => total(gifts.filter((g) => g.donor === d).map((g) => g.amount)));
const byMonth = Array.from({ length: 11 }, (_, m) =>
  total(gifts.filter((g) => g.date.getUTCMonth() === m).map((g) => g.amount)),
);
const fund = (f: string): bigint => total(gifts.filter((g) => g.fund === f).map((g) => g.amount));

const questions = questionsFor('rescue', [
  [
    'total donations this year',
    { value: hundredths(ALL), means: 'Donations sheet, Total (January-November 2026)' },
  ],
  [
    'biggest single donation',
    { value: hundredths(BigInt(amounts[argMax(amounts)]!)), means: 'The largest Amount' },
  ],
  [
    'how much has the vet fund raised',
    { value: hundredths(fund('Vet fund')), means: 'Donations to the Vet fund' },
  ],
  [
    'how many donations over $500',
    { value: String(amounts.filter((a) => a > 50000).length), means: 'Gifts above $500' },
  ],
  [
    "who's our biggest donor",
    {
      at: donors[argMax(byDonor)]!,
      means: 'The donor with the largest total (also the largest single gift)',
    },
  ],
  [
    'donations in november',
    { value: hundredths(byMonth[10]!), means: 'Gifts dated November 2026' },
  ],
  [
    'how many tax receipts still to issue',
    {
      value: [
        String(
          gifts.filter((g) => !g.receipt && g.type !== 'Fundraiser' && g.donor !== 'Anonymous')
            .length,
        ),
        String(gifts.filter((g) => !g.receipt).length),
      ],
      means:
        'Named donors with Tax receipt N (or every N row, fundraisers and anonymous gifts included)',
    },
  ],
  [
    'how much grant money have we been awarded',
    {
      value: hundredths(total(grants.map((g) => g.awarded))),
      means: 'Grants sheet, sum of Awarded',
    },
  ],
  [
    'grant money still to come',
    { value: hundredths(total(grants.map(toCome))), means: 'Grants sheet, sum of Still to come' },
  ],
  [
    'how many grant applications are pending',
    { value: String(grants.filter((g) => g.status === 'Pending').length), means: 'Status Pending' },
  ],
  [
    'average donation',
    { value: meanCents(ALL, gifts.length), means: 'Total donations / number of gifts' },
  ],
  [
    'best month for donations',
    { at: monthAt(argMax(byMonth), 2026), means: 'The month with the most donated' },
  ],
  [
    'how much did we ask trillium for',
    { value: hundredths(9850000), means: 'Ontario Trillium Foundation, Requested' },
  ],
  [
    'what share of donations came from businesses',
    {
      value: pct(total(gifts.filter((g) => g.type === 'Business').map((g) => g.amount)), ALL),
      means: 'Type Business / total donations, %',
    },
  ],
  [
    'how much did we spend on vet bills',
    { refuse: true, means: 'Income only; no spending in the tracker' },
  ],
  [
    'will the trillium grant come through',
    { refuse: true, means: 'A prediction; the application is pending' },
  ],
]);

const CAD = '$#,##0.00';

export const rescue: BlindBook = {
  name: 'rescue',
  business: 'animal rescue charity',
  shape:
    'donations log (type, fund, receipt Y/N, Total row) + grants sheet (requested, awarded, received, to come)',
  questions,
  checks: [
    same('funds = total', total([...new Set(FUNDS)].map(fund)), ALL),
    same('months = total', total(byMonth), ALL),
    same('donors = total', total(byDonor), ALL),
    same(
      'awarded = received + to come',
      total(grants.map((g) => g.awarded)),
      total(grants.map((g) => g.received + toCome(g))),
    ),
    unique('donor total', byDonor),
    unique('single gift', amounts),
    unique('month', byMonth),
    holds(
      'the biggest donor also made the biggest gift',
      gifts[argMax(amounts)]!.donor === donors[argMax(byDonor)],
    ),
    holds(
      'no gift of exactly $500',
      amounts.every((a) => a !== 50000),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Donations');
    let no = 2026001;
    putRows(ws, [
      ['Second Chance Animal Rescue (Guelph) · charity no. 81234 5678 RR0001'],
      ['Donations received 2026 (CAD)'],
      [],
      ['Date', 'Donor', 'Type', 'Fund', 'Amount', 'Tax receipt', 'Receipt #', 'Notes'],
      ...gifts.map((g) => [
        g.date,
        g.donor,
        g.type,
        g.fund,
        cell(g.amount),
        g.receipt ? 'Y' : 'N',
        g.receipt ? no++ : undefined,
        g.note,
      ]),
      ['Total', undefined, undefined, undefined, cell(ALL)],
    ]);
    ws.getRow(1).font = { bold: true, size: 13 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(1).numFmt = 'yyyy-mm-dd';
    ws.getColumn(1).width = 12;
    ws.getColumn(2).width = 30;
    ws.getColumn(5).numFmt = CAD;
    const gs = wb.addWorksheet('Grants');
    putRows(gs, [
      ['Grant applications 2026'],
      [],
      [
        'Funder',
        'Programme',
        'Applied',
        'Requested',
        'Awarded',
        'Received to date',
        'Still to come',
        'Status',
        'Report due',
      ],
      ...grants.map((g) => [
        g.funder,
        g.programme,
        g.applied,
        cell(g.requested),
        g.awarded ? cell(g.awarded) : undefined,
        g.received ? cell(g.received) : undefined,
        toCome(g) ? cell(toCome(g)) : undefined,
        g.status,
        g.report,
      ]),
    ]);
    gs.getRow(1).font = { bold: true, size: 13 };
    gs.getRow(3).font = { bold: true };
    gs.getColumn(1).width = 30;
    gs.getColumn(2).width = 26;
    gs.getColumn(3).numFmt = 'yyyy-mm-dd';
    for (let c = 4; c <= 7; c++) gs.getColumn(c).numFmt = CAD;
    return toBytes(wb);
  },
};
