/**
 * Brewery taproom, £: a cash-flow statement with operating / investing / financing sections,
 * "Net cash ..." lines, opening and closing cash, years as TEXT headers "FY2024" "FY2025"
 * (oldest first), outflows as negative numbers.
 */
import ExcelJS from 'exceljs';
import { growth, money, sum } from '../../expect';
import { asker, cell, readCents, rng, same, toBytes, type BlindBook } from '../kit';

const NAME = 'brewery';
const r = rng(12);
const two = (lo: number, hi: number): [number, number] => [
  r.int(lo, hi) * 100,
  r.int(lo, hi) * 100,
];
const operating: Array<[string, [number, number]]> = [
  ['Net profit', two(18000, 64000)],
  ['Depreciation', two(9000, 14000)],
  ['(Increase) in stock', two(-7000, 2000)],
  ['(Increase) in debtors', two(-5000, 3000)],
  ['Increase in creditors', two(-2000, 6000)],
];
const investing: Array<[string, [number, number]]> = [
  ['Purchase of brewing equipment', two(-48000, -12000)],
  ['Taproom fit-out', two(-30000, -4000)],
  ['Sale of old van', [0, r.int(3000, 9000) * 100]],
];
const financing: Array<[string, [number, number]]> = [
  ['Bank loan drawn', [r.int(20000, 40000) * 100, 0]],
  ['Loan repayments', two(-9000, -6000)],
  ['Owner drawings', two(-24000, -12000)],
];
const net = (xs: typeof operating, y: 0 | 1): number => Number(sum(xs.map((x) => x[1][y])));
const change = (y: 0 | 1): number => net(operating, y) + net(investing, y) + net(financing, y);
const open24 = r.int(8000, 30000) * 100;
const close = (y: 0 | 1): number => open24 + change(0) + (y === 1 ? change(1) : 0);
const open = (y: 0 | 1): number => (y === 0 ? open24 : close(0));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['Hopscotch Brewing Co. - Statement of cash flows']);
  ws.addRow(['', 'FY2024', 'FY2025']);
  const put = (label: string, v: [number, number]): void =>
    void ws.addRow([label, cell(v[0]), cell(v[1])]);
  const section = (title: string, xs: typeof operating, total: string): void => {
    ws.addRow([title]);
    xs.forEach(([k, v]) => put(k, v));
    put(total, [net(xs, 0), net(xs, 1)]);
    ws.addRow([]);
  };
  section('Cash flows from operating activities', operating, 'Net cash from operating activities');
  section(
    'Cash flows from investing activities',
    investing,
    'Net cash used in investing activities',
  );
  section('Cash flows from financing activities', financing, 'Net cash from financing activities');
  put('Net increase / (decrease) in cash', [change(0), change(1)]);
  put('Cash at beginning of year', [open(0), open(1)]);
  put('Cash at end of year', [close(0), close(1)]);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Cash flow')!;
  const last = ws.rowCount; // Cash at end of year is the last row
  return same(
    'closing = opening + change (FY2025)',
    readCents(ws, `C${last}`),
    readCents(ws, `C${last - 1}`) + readCents(ws, `C${last - 2}`),
  );
}

const { ask, questions } = asker(NAME);
const capex = (y: 0 | 1): number => investing[0]![1][y] + investing[1]![1][y];

ask(
  'net cash from operations in FY2025',
  { value: money(net(operating, 1)) },
  'Net cash from operating activities, FY2025',
);
ask(
  'what did we spend on equipment and fit-out this year',
  { value: money(capex(1)), abs: true },
  'brewing equipment + taproom fit-out, FY2025 (sign not judged)',
);
ask(
  'how much cash did we end the year with',
  { value: money(close(1)) },
  'Cash at end of year, FY2025 (the latest year)',
);
ask(
  'net change in cash 2025',
  { value: money(change(1)) },
  'Net increase / (decrease) in cash, FY2025',
);
ask(
  'depreciation added back in 2024',
  { value: money(operating[1]![1][0]) },
  'Depreciation, FY2024',
);
ask(
  'how much did the owners take out in fy2025',
  { value: money(financing[2]![1][1]), abs: true },
  'Owner drawings FY2025 (sign not judged)',
);
ask(
  'net investing cash flow 2024',
  { value: money(net(investing, 0)) },
  'Net cash used in investing activities, FY2024',
);
ask('opening cash fy2024', { value: money(open(0)) }, 'Cash at beginning of year, FY2024');
ask(
  'how did operating cash flow change from 2024 to 2025 in %',
  { value: growth(net(operating, 0), net(operating, 1)) },
  '(FY2025 - FY2024) / |FY2024| * 100',
);
ask(
  'what did we get for the old van',
  { value: money(investing[2]![1][1]) },
  'Sale of old van, FY2025',
);
ask(
  'loan repayments over both years',
  { value: money(financing[1]![1][0] + financing[1]![1][1]), abs: true },
  'Loan repayments FY2024 + FY2025 (sign not judged)',
);
ask(
  'net cash from financing in 2024',
  { value: money(net(financing, 0)) },
  'Net cash from financing activities, FY2024',
);
ask(
  'how much beer did we sell',
  { refuse: true },
  'no sales figures or volumes in a cash-flow statement',
);
ask('what is our loan balance', { refuse: true }, 'drawdowns and repayments only, no balance');

export const brewery: BlindBook = {
  name: NAME,
  about: 'brewery taproom, £, cash-flow statement with sections, FY2024/FY2025 as text headers',
  build,
  questions,
  verify,
};
