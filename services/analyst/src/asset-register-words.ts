/**
 * Issue 13, pass 40 (M4): a fixed asset register writes its headers in accounting shorthand
 * (`Asset ID | Description | Category | Date acquired | Cost £ | Life (yrs) | Acc. depn b/f |
 * Charge for year | Acc. depn c/f | NBV c/f`, a Total row), and owners ask in full words, which
 * the engine could not find. On a long table with a net book value column (NBV, WDV, "net book
 * value"), an accumulated depreciation column and Cost:
 * - "(net) book value" / NBV / "written down value" is the NBV column: over all rows ("of
 *   everything", "of all assets", nothing named), or over the rows of the one Category whose
 *   words hold the words named ("of the vans" → Vans);
 * - "depreciation charge (for the year)" is the one Charge / Depreciation-for-year column;
 * - "accumulated depreciation" is c/f (carried forward, at the year end) or b/f (brought forward,
 *   at the start) as named; not named, with both columns, it is asked back;
 * - "how many cargo bikes do we own" counts the rows of the one Category holding the words;
 *   "how many assets are fully written down / depreciated" counts the rows whose NBV is 0.
 * Shorthand read: NBV = net book value, WDV = written down value, depn / dep'n = depreciation,
 * acc. / accum. = accumulated, b/f = brought forward, c/f = carried forward.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decFromInt, decIsZero, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const NBV = /^(nbv|wdv|net book value|written down value|book value)\b/i;
const ACC = /^(acc|accum|accumulated)\.? ?(depn|dep'?n|depreciation)\b/i;
const BF = /\b(b\/f|bf|brought forward|opening|at start)\b/i;
const CF = /\b(c\/f|cf|carried forward|closing|at end)\b/i;
const CHARGE =
  /^(charge for (the )?year|(depn|depreciation) charge|charge|(depn|depreciation) for (the )?year|(depn|depreciation))\b/i;

interface Register {
  t: Table;
  nbv: number;
  accBf: number;
  accCf: number;
  charge: number;
  cat: number;
  rows: Row[];
}

function theRegister(wb: Workbook): Register | undefined {
  const found: Register[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'long') continue;
    const one = (ok: (l: string) => boolean): number => {
      const hits = t.columns.flatMap((c, i) => (ok(c.label.trim()) ? [i] : []));
      return hits.length === 1 ? hits[0]! : hits.length ? -2 : -1;
    };
    const nbv = one((l) => NBV.test(l));
    const accs = t.columns.flatMap((c, i) => (ACC.test(c.label.trim()) ? [i] : []));
    if (nbv < 0 || !accs.length || one((l) => /^cost\b/i.test(l)) < 0) continue;
    const accBf = accs.filter((i) => BF.test(t.columns[i]!.label));
    const accCf = accs.filter((i) => CF.test(t.columns[i]!.label));
    const cat = one((l) => /^(category|class|asset class|type|asset type)$/i.test(l));
    const rows = t.rows.filter(
      (r) => r.kind === 'data' && !/^total\b/i.test(cellText(r.cells[0]) ?? ''),
    );
    found.push({
      t,
      nbv,
      accBf: accBf.length === 1 ? accBf[0]! : accs.length === 1 && !accCf.length ? accs[0]! : -1,
      accCf: accCf.length === 1 ? accCf[0]! : -1,
      charge: one((l) => CHARGE.test(l) && !ACC.test(l)),
      cat,
      rows,
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const words = (s: string): string[] =>
  (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.replace(/(?<=[a-z]{3})s$/, ''));

/** the rows of the one Category whose words hold every word named; undefined when none */
function categoryRows(x: Register, named: string): Row[] | string | undefined {
  if (x.cat < 0) return undefined;
  const ws = words(named).filter((w) => !/^(the|our|all|of|we|do|own|have)$/.test(w));
  if (!ws.length) return undefined;
  const values = [...new Set(x.rows.map((r) => cellText(r.cells[x.cat]) ?? ''))].filter(Boolean);
  const hits = values.filter((v) => {
    const vw = new Set(words(v));
    return ws.every((w) => vw.has(w));
  });
  if (hits.length > 1) return `${named} could be ${hits.join(' or ')}; name the category`;
  if (!hits.length) return undefined;
  return x.rows.filter((r) => cellText(r.cells[x.cat]) === hits[0]);
}

function sumOf(x: Register, col: number, rows: Row[], label: string, text: string): Answer {
  const vals: Dec[] = rows.map((r) => cellNumber(r.cells[col])).filter((v): v is Dec => !!v);
  const cells = rows
    .filter((r) => cellNumber(r.cells[col]))
    .map((r) => ({ r: r.r, c: x.t.columns[col]!.c }));
  const fig = figureOf(x.t, label, decSum(vals), cellStyle(x.t, rows[0]!.cells[col]), cells);
  return sourcedAnswer(fig, `${text}: ${fig.display} (${cells.length} assets).`, 'total');
}

export function assetRegisterAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .replace(/^(?:what(?:'s| is| was| are)|whats|tell me|show me|give me) /, '')
    .replace(/^(?:the|our) /, '')
    .replace(/^total /, '')
    .trim();
  const book =
    /^(?:net book value|book value|nbv|written down value|wdv)(?: (?:c\/f|carried forward|at (?:the )?year end|now))?(?: (?:of|for|on) (.+))?$/.exec(
      q,
    );
  const charge =
    /^(?:depreciation|depn) charge(?: (?:for|this) (?:the )?year)?$|^(?:this year's|the year's) depreciation(?: charge)?$|^depreciation (?:for|this) (?:the )?year$/.test(
      q,
    );
  const acc =
    /^accumulated depreciation(?: (carried forward|c\/f|at (?:the )?(?:year )?end|brought forward|b\/f|at (?:the )?start(?: of the year)?))?$/.exec(
      q,
    );
  const count = /^how many (.+?) (?:do|did) we (?:own|have|hold|keep)$/.exec(q);
  const written =
    /^how many (?:assets|items|things)? ?(?:are|have been|were) fully (?:written (?:down|off)|depreciated)$/.test(
      q,
    );
  if (!book && !charge && !acc && !count && !written) return undefined;
  const x = theRegister(wb);
  if (!x) return undefined;
  const nbvLabel = x.t.columns[x.nbv]!.label.trim();
  if (book) {
    const of = book[1]?.trim();
    if (
      !of ||
      /^(?:everything|all(?: (?:the|our))? assets|the lot|all|the register|all of them)$/.test(of)
    )
      return sumOf(x, x.nbv, x.rows, nbvLabel, `${nbvLabel}, all assets`);
    const rows = categoryRows(x, of);
    if (typeof rows === 'string') return refuse(rows);
    if (!rows) return undefined;
    const cat = cellText(rows[0]!.cells[x.cat])!;
    return sumOf(x, x.nbv, rows, `${nbvLabel}, ${cat}`, `${nbvLabel} of ${cat}`);
  }
  if (charge) {
    if (x.charge < 0) return undefined;
    const l = x.t.columns[x.charge]!.label.trim();
    return sumOf(x, x.charge, x.rows, l, `${l} (depreciation charge), all assets`);
  }
  if (acc) {
    const named = acc[1];
    const col = !named
      ? x.accBf >= 0 && x.accCf >= 0
        ? undefined
        : Math.max(x.accBf, x.accCf)
      : /carried|c\/f|end/.test(named)
        ? x.accCf
        : x.accBf;
    if (col === undefined)
      return refuse(
        `accumulated depreciation is ${x.t.columns[x.accBf]!.label.trim()} (brought forward) or ${x.t.columns[x.accCf]!.label.trim()} (carried forward); say which`,
      );
    if (col < 0) return undefined;
    const l = x.t.columns[col]!.label.trim();
    return sumOf(x, col, x.rows, l, `${l}, all assets`);
  }
  if (written) {
    const rows = x.rows.filter((r) => {
      const v = cellNumber(r.cells[x.nbv]);
      return v !== undefined && decIsZero(v);
    });
    const fig = figureOf(
      x.t,
      `Assets with ${nbvLabel} of 0`,
      decFromInt(rows.length),
      cellStyle(x.t, null),
      (rows.length ? rows : x.rows).map((r) => ({ r: r.r, c: x.t.columns[x.nbv]!.c })),
    );
    return sourcedAnswer(
      fig,
      `Assets fully written down (${nbvLabel} 0): ${rows.length}.`,
      'count',
    );
  }
  const rows = categoryRows(x, count![1]!);
  if (typeof rows === 'string') return refuse(rows);
  if (!rows) return undefined;
  const cat = cellText(rows[0]!.cells[x.cat])!;
  const fig = figureOf(
    x.t,
    `Assets in ${cat}`,
    decFromInt(rows.length),
    cellStyle(x.t, null),
    rows.map((r) => ({ r: r.r, c: x.t.columns[x.cat]!.c })),
  );
  return sourcedAnswer(fig, `Assets in ${cat}: ${rows.length}.`, 'count');
}
