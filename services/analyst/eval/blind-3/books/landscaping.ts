/**
 * Landscaping company (USD): a statement of cash flows (indirect method) for two years, 2025
 * and 2024 side by side, negatives in parentheses, three sections with "Net cash ..." lines,
 * net change and cash at the beginning and end of the year.
 */
import { money } from '../../expect';
import { bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

type Y2 = [bigint, bigint];

export async function landscaping(): Promise<Blind3Book> {
  const rng = makeRng(12);
  const y = (lo: number, hi: number): Y2 => [
    BigInt(rng.int(lo * 100, hi * 100)),
    BigInt(rng.int(lo * 100, hi * 100)),
  ];
  const neg = (v: Y2): Y2 => [-v[0], -v[1]];
  const operating: Array<[string, Y2]> = [
    ['Net income', y(84000, 126000)],
    ['Depreciation', y(18000, 24000)],
    ['(Increase) in accounts receivable', neg(y(6000, 19000))],
    ['Decrease (increase) in materials inventory', y(-4000, 5000)],
    ['Increase in accounts payable', y(1500, 9000)],
    ['Increase in accrued wages', y(500, 4000)],
  ];
  const investing: Array<[string, Y2]> = [
    ['Purchase of equipment', neg(y(38000, 72000))],
    ['Proceeds from sale of old truck', [850000n, 0n]],
  ];
  const financing: Array<[string, Y2]> = [
    ['Proceeds from equipment loan', [4000000n, 0n]],
    ['Loan principal repayments', neg(y(9000, 14000))],
    ['Owner draws', neg(y(45000, 70000))],
  ];
  const tot = (rows: Array<[string, Y2]>): Y2 => [
    bsum(rows.map((r) => r[1][0])),
    bsum(rows.map((r) => r[1][1])),
  ];
  const op = tot(operating);
  const inv = tot(investing);
  const fin = tot(financing);
  const change: Y2 = [op[0] + inv[0] + fin[0], op[1] + inv[1] + fin[1]];
  const begin2024 = 2163044n;
  const end2024 = begin2024 + change[1];
  const end2025 = end2024 + change[0];

  const wb = newBook();
  const S = 'Cash Flow';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.usd);
  w.add(['GreenEdge Landscaping LLC'], { bold: true });
  w.add(['Statement of Cash Flows']);
  w.add(['Years ended December 31']);
  w.blank();
  w.add(['', '2025', '2024'], { bold: true });
  const totals: Blind3Book['totals'] = [];
  const section = (title: string, rows: Array<[string, Y2]>, label: string, t: Y2): number => {
    w.add([title], { bold: true });
    const first = w.row + 1;
    for (const [l, v] of rows) w.add([`  ${l}`, M(v[0]), M(v[1])]);
    const last = w.row;
    const r = w.add([label, M(t[0]), M(t[1])], { bold: true });
    totals.push(
      { sheet: S, total: `B${r}`, parts: `B${first}:B${last}` },
      { sheet: S, total: `C${r}`, parts: `C${first}:C${last}` },
    );
    w.blank();
    return r;
  };
  const opRow = section(
    'Cash flows from operating activities',
    operating,
    'Net cash provided by operating activities',
    op,
  );
  const invRow = section(
    'Cash flows from investing activities',
    investing,
    'Net cash used in investing activities',
    inv,
  );
  const finRow = section(
    'Cash flows from financing activities',
    financing,
    'Net cash from (used in) financing activities',
    fin,
  );
  const chRow = w.add(['Net increase (decrease) in cash', M(change[0]), M(change[1])], {
    bold: true,
  });
  w.add(['Cash at beginning of year', M(end2024), M(begin2024)]);
  const endRow = w.add(['Cash at end of year', M(end2025), M(end2024)], { bold: true });
  totals.push({ sheet: S, total: `B${chRow}`, parts: `B${opRow},B${invRow},B${finRow}` });

  const capex = investing[0]![1];
  const { list, ask, refuse } = questionsFor('landscaping');
  ask(
    'operating cash flow in 2025',
    { value: money(op[0]) },
    'Net cash provided by operating activities, 2025',
    { sheet: S, range: `B${opRow}`, op: 'value' },
  );
  ask(
    'how much did we spend on equipment this year',
    { value: money(capex[0]), abs: true },
    'Purchase of equipment, 2025 (an outflow)',
  );
  ask('cash at the end of 2025', { value: money(end2025) }, 'Cash at end of year, 2025', {
    sheet: S,
    range: `B${endRow}`,
    op: 'value',
  });
  ask(
    'net change in cash this year',
    { value: money(change[0]) },
    'Net increase (decrease) in cash, 2025',
    { sheet: S, range: `B${opRow},B${invRow},B${finRow}`, op: 'sum' },
  );
  ask(
    'how much did the owners draw in 2025',
    { value: money(financing[2]![1][0]), abs: true },
    'Owner draws, 2025',
  );
  ask('depreciation last year', { value: money(operating[1]![1][1]) }, 'Depreciation, 2024');
  ask(
    'free cash flow 2025',
    { value: money(op[0] + capex[0]) },
    'operating cash flow + purchase of equipment (a negative line), 2025: the usual OCF - capex',
  );
  ask(
    'net cash from financing in 2025',
    { value: money(fin[0]) },
    'Net cash from (used in) financing activities, 2025',
    { sheet: S, range: `B${finRow}`, op: 'value' },
  );
  ask(
    'how did operating cash flow change from 2024 to 2025',
    { value: money(op[0] - op[1]) },
    'Net cash provided by operating activities, 2025 - 2024',
  );
  ask(
    'cash at beginning of 2024',
    { value: money(begin2024) },
    'Cash at beginning of year, 2024 column',
  );
  ask(
    'how much cash went into receivables in 2025',
    { value: money(operating[2]![1][0]), abs: true },
    '(Increase) in accounts receivable, 2025',
  );
  ask(
    'loan repayments 2024',
    { value: money(financing[1]![1][1]), abs: true },
    'Loan principal repayments, 2024',
  );
  ask(
    'investing cash flow this year',
    { value: money(inv[0]) },
    'Net cash used in investing activities, 2025',
    { sheet: S, range: `B${invRow}`, op: 'value' },
  );
  refuse(
    'what was revenue in 2025',
    'a cash-flow statement starts from net income; no revenue line',
  );
  refuse('cash at end of june', 'year-end figures only');
  refuse('how much do we still owe on the equipment loan', 'no loan balance in the statement');

  return {
    name: 'landscaping',
    business: 'landscaping company',
    shape: 'statement of cash flows, two years, sections, parentheses negatives',
    bytes: await toBytes(wb),
    questions: list,
    totals,
  };
}
