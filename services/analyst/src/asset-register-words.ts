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
import {
  type Dec,
  decCmp,
  decDiv,
  decFromInt,
  decIsZero,
  decMul,
  decSum,
  decToString,
} from './decimal';
import { PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { MONTH_KEYS, MONTH_NAMES } from './periods';

const NBV = /^(nbv|wdv|net book value|written down value|book value)\b/i;
// pass 45: "Acc dep b/f £" is shorthand too
const ACC = /^(acc|accum|accumulated)\.? ?(depn|dep'?n|dep|depreciation)\b/i;
const BF = /\b(b\/f|bf|brought forward|opening|at start)\b/i;
const CF = /\b(c\/f|cf|carried forward|closing|at end)\b/i;
// pass 52 (L4): "Dep. for the year (₹)" is the year's charge too
const CHARGE =
  /^(charge for (the )?year|(depn|dep|depreciation)\.? charge|charge|(depn|dep|depreciation)\.? (for|this) (the )?year|(depn|depreciation))\b/i;

interface Register {
  t: Table;
  nbv: number;
  accBf: number;
  accCf: number;
  charge: number;
  /** pass 52 (L4): the depreciation rate column (0.15, 15% or 15) */
  rate: number;
  cat: number;
  rows: Row[];
  /** pass 45: Cost, the asset's name, its ID, the date bought, the Total row (-1 / none) */
  cost: number;
  desc: number;
  id: number;
  date: number;
  total?: Row;
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
    // pass 52 (L4): a WDV register groups its assets in blocks (Plant & machinery, Computers)
    const cat = one((l) =>
      /^(category|class|asset class|type|asset type|block|asset block|block of assets|group|asset group|pool)$/i.test(
        l,
      ),
    );
    const rows = t.rows.filter(
      (r) => r.kind === 'data' && !/^total\b/i.test(cellText(r.cells[0]) ?? ''),
    );
    const totals = t.rows.filter(
      (r) => r !== undefined && !rows.includes(r) && r.kind !== 'section',
    );
    const text = (i: number) => t.columns[i]!.type === 'text';
    const desc = one((l) => /^(asset )?(description|details|name)$|^(asset|item)$/i.test(l));
    found.push({
      cost: one((l) =>
        /^(cost|original cost|purchase cost|historic(al)? cost|purchase price)\b/i.test(l),
      ),
      desc: desc >= 0 && text(desc) ? desc : -1,
      id: one((l) => /^(asset )?(id|no\.?|number|ref|code|tag)$|^asset (#|no\.?)$/i.test(l)),
      date: one((l) => /\b(purchased|acquired|bought|date|acquisition|in service)\b/i.test(l)),
      ...(totals.length === 1 ? { total: totals[0]! } : {}),
      t,
      nbv,
      accBf: accBf.length === 1 ? accBf[0]! : accs.length === 1 && !accCf.length ? accs[0]! : -1,
      accCf: accCf.length === 1 ? accCf[0]! : -1,
      charge: one((l) => CHARGE.test(l) && !ACC.test(l)),
      rate: one((l) =>
        /^(rate|dep(?:n|reciation)?\.? rate|rate of dep\w*|wdv rate|rate %|rate \(%\)|%)$/i.test(l),
      ),
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
  return (
    rateOrAdditions(wb, question, refuse) ??
    shorthandAnswer(wb, question, refuse) ??
    registerQuestion(wb, question, refuse)
  );
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const isoOf = (y: number, m: number, d: number): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The register's year end: the latest date its title, notes or headers write. */
function yearEnd(x: Register): string | undefined {
  const texts = [x.t.title ?? '', ...(x.t.notes ?? []), ...x.t.columns.map((c) => c.label)];
  let last: string | undefined;
  for (const t of texts) {
    for (const m of t.matchAll(/\b(\d{1,2})[-/.](\d{1,2})[-/.]((?:19|20)\d\d)\b/g)) {
      const [d, mo] = [Number(m[1]), Number(m[2])];
      if (mo < 1 || mo > 12 || d < 1 || d > 31) continue;
      const iso = isoOf(Number(m[3]), mo, d);
      if (!last || iso > last) last = iso;
    }
    for (const m of t.toLowerCase().matchAll(/\b(\d{1,2}) ([a-z]{3})[a-z]* ((?:19|20)\d\d)\b/g)) {
      const mo = MONTHS.indexOf(m[2]!) + 1;
      if (!mo) continue;
      const iso = isoOf(Number(m[3]), mo, Number(m[1]));
      if (!last || iso > last) last = iso;
    }
  }
  return last;
}

const rowDay = (r: Row, i: number): string | undefined => dayOf(i >= 0 ? r.cells[i] : undefined);
const nice = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]![0]!.toUpperCase()}${MONTHS[m - 1]!.slice(1)} ${y}`;
};

/**
 * pass 52 (L4, G3): the purchase dates a question names: a financial year ("fy 25-26", "FY2026",
 * this / last financial year: the register's own, its year end read from the title or headers),
 * else a calendar year ("in 2019"); a span the register's dates do not reach is refused.
 */
function boughtSpan(
  x: Register,
  q: string,
): { from: string; to: string; how: string; bought: string[] } | string | undefined {
  const end = yearEnd(x);
  const fy =
    /\b(?:fy|financial year|fiscal year) ?'?(\d{2}|\d{4}) ?[-/–] ?'?(\d{2}|\d{4})\b/.exec(q) ??
    /\b((?:19|20)\d\d) ?[-/–] ?(\d{2})\b/.exec(q);
  const fy1 = /\b(?:fy|financial year|fiscal year) ?'?(\d{2}|\d{4})\b/.exec(q);
  const calendar = /\b(?:in|during) ((?:19|20)\d\d)\b/.exec(q);
  let from: string;
  let to: string;
  let how: string;
  if (calendar && !fy && !fy1) {
    from = `${calendar[1]}-01-01`;
    to = `${calendar[1]}-12-31`;
    how = `calendar ${calendar[1]}`;
  } else {
    if (!end) return undefined;
    const y2 = (s: string): number => (s.length === 2 ? 2000 + Number(s) : Number(s));
    const endYear = fy
      ? y2(fy[2]!.length === 2 ? `${String(y2(fy[1]!)).slice(0, 2)}${fy[2]}` : fy[2]!)
      : fy1
        ? y2(fy1[1]!)
        : /\blast (?:financial |fiscal )?year\b/.test(q)
          ? Number(end.slice(0, 4)) - 1
          : Number(end.slice(0, 4));
    to = `${endYear}${end.slice(4)}`;
    const [ey, em, ed] = to.split('-').map(Number) as [number, number, number];
    from = new Date(Date.UTC(ey - 1, em - 1, ed + 1)).toISOString().slice(0, 10);
    how = `the financial year ${nice(from)} to ${nice(to)}`;
  }
  const bought = x.rows.map((r) => rowDay(r, x.date));
  if (bought.some((d) => !d)) return undefined;
  const first = bought.reduce((a, d) => (d! < a! ? d : a), bought[0])!;
  const registerEnd = end ?? bought.reduce((a, d) => (d! > a! ? d : a), bought[0])!;
  if (to < first || from > registerEnd)
    return `the register holds assets bought from ${nice(first)} and runs to ${nice(registerEnd)}; ${how} is outside it`;
  return { from, to, how, bought: bought as string[] };
}

/**
 * pass 52 (L4): on a register (a written-down-value one keeps a Rate per asset and blocks):
 * - "what rate are computers depreciated at": the Rate of the block (or asset) named, one rate
 *   for all its rows (a fraction 0.4 is 40%), else refused naming each;
 * - "additions in fy 25-26", "what did we buy this year", "capex in the year": Σ Cost of the
 *   assets bought within that financial year, the register's own year (its year end read from
 *   the title or headers, "as at 31-03-2026") unless another is named; a year the register
 *   does not reach is refused.
 */
function rateOrAdditions(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[’']s\b/g, '')
    .replace(/[?.!]+$/, '');
  const rateAsked =
    /\brates?\b|\bwhat (?:%|percent(?:age)?)\b|\bat what (?:%|percent(?:age)?)\b/.test(q) &&
    !/\b(interest|exchange|tax rate|vat)\b/.test(q);
  const periodNamed =
    /\b(?:fy|financial year|fiscal year|this year|the year|last year|during the year)\b|\b(?:in|during) (?:19|20)\d\d\b|\b(?:19|20)\d\d ?[-/–] ?\d{2}\b/.test(
      q,
    );
  const additions =
    /\badditions?\b|\badded\b|\bcapex\b|\bcapital expenditure\b|\bnew assets?\b|\bwhat (?:did|have) we (?:buy|bought|add|purchase|acquire)\b/.test(
      q,
    ) ||
    (/\b(?:bought|buy|purchased|purchase|acquired|acquire)\b/.test(q) && periodNamed);
  const counted = /^how many\b/.test(q);
  if (!rateAsked && !additions) return undefined;
  const x = theRegister(wb);
  if (!x) return undefined;
  if (rateAsked) {
    if (x.rate < 0) return undefined;
    const content = (q.match(/[a-z0-9][a-z0-9&-]*/g) ?? []).filter(
      (w) =>
        !QUESTION_WORDS.has(w) &&
        !/^(rate|rates|at|are|is|what|we|use|used|using|apply|applied|block|category|class)$/.test(
          w,
        ) &&
        !/^\d+$/.test(w),
    );
    let rows = x.rows;
    let scope = 'all assets';
    if (content.length) {
      const cat = categoryRows(x, content.join(' '));
      if (typeof cat === 'string') return refuse(cat);
      const descs =
        x.desc >= 0
          ? x.rows.filter((r) => {
              const dw = new Set(words(cellText(r.cells[x.desc]) ?? ''));
              return words(content.join(' ')).every((w) => dw.has(w));
            })
          : [];
      if (cat) {
        rows = cat;
        scope = cellText(cat[0]!.cells[x.cat])!;
      } else if (descs.length === 1) {
        rows = descs;
        scope = cellText(descs[0]!.cells[x.desc])!;
      } else return undefined;
    }
    const pts = rows.map((r) => {
      const v = cellNumber(r.cells[x.rate]);
      if (v === undefined) return undefined;
      const percent = cellStyle(x.t, r.cells[x.rate]).kind === 'percent';
      return percent || Number(decToString(v)) < 1 ? decMul(v, decFromInt(100)) : v;
    });
    if (pts.some((p) => p === undefined)) return undefined;
    const distinct = [...new Set(pts.map((p) => decToString(p!)))];
    const label = x.t.columns[x.rate]!.label.trim();
    if (distinct.length > 1) {
      const byCat =
        x.cat >= 0
          ? [...new Set(rows.map((r) => cellText(r.cells[x.cat]) ?? ''))]
              .map((c) => {
                const i = rows.findIndex((r) => cellText(r.cells[x.cat]) === c);
                return `${c} ${decToString(pts[i]!)}%`;
              })
              .join(', ')
          : '';
      return refuse(
        `the ${label} differs between the assets of ${scope}${byCat ? ` (${byCat})` : ''}; name the block or the asset`,
      );
    }
    const fig = figureOf(
      x.t,
      `${label}, ${scope}`,
      pts[0]!,
      PERCENT,
      rows.map((r) => ({ r: r.r, c: x.t.columns[x.rate]!.c })),
      scope,
    );
    return sourcedAnswer(
      fig,
      `${scope === 'all assets' ? 'Every asset' : scope} is depreciated at ${fig.display} (${label}${rows.length > 1 ? `, the same on all ${rows.length} ${scope === 'all assets' ? 'assets' : 'of its assets'}` : ''}).`,
      'lookup',
    );
  }
  // additions: the cost of the assets bought within a financial year
  if (x.cost < 0 || x.date < 0) return undefined;
  const span = boughtSpan(x, q);
  if (typeof span === 'string') return refuse(span);
  if (!span) return undefined;
  const { from, to, bought } = span;
  let { how } = span;
  // a block named ("additions to computers") keeps its rows; any other word is not read here
  const ws = (q.match(/[a-z0-9][a-z0-9&-]*/g) ?? []).filter(
    (w) =>
      !QUESTION_WORDS.has(w) &&
      !/^(fy|financial|fiscal|calendar|during|added|addition|additions|new|buy|bought|purchased|purchase|acquired|acquire|capex|capital|expenditure|did|made|make|to|\d+|\d+-\d+)$/.test(
        w,
      ),
  );
  // pass 48 (R4) here too: "the IT equipment bought in 2025" names the IT block, never the pronoun
  for (const w of capsWords(question)) if (namesAssets(x, w) && !ws.includes(w)) ws.unshift(w);
  let pool = x.rows;
  if (ws.length) {
    const cat = categoryRows(x, ws.join(' '));
    if (typeof cat === 'string') return refuse(cat);
    if (!cat) return undefined;
    pool = cat;
    how = `${how} (${cellText(cat[0]!.cells[x.cat])})`;
  }
  const rows = x.rows.filter((r, i) => pool.includes(r) && bought[i]! >= from && bought[i]! <= to);
  const costLabel = x.t.columns[x.cost]!.label.trim();
  if (counted) {
    const fig = figureOf(
      x.t,
      `Assets bought in ${how}`,
      decFromInt(rows.length),
      cellStyle(x.t, null),
      (rows.length ? rows : x.rows).map((r) => ({ r: r.r, c: x.t.columns[x.date]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} assets on the register were bought in ${how}.`,
      'count',
    );
  }
  if (!rows.length) {
    const fig = figureOf(
      x.t,
      `${costLabel}, assets bought in ${how}`,
      decFromInt(0),
      cellStyle(x.t, x.rows[0]!.cells[x.cost]),
      x.rows.map((r) => ({ r: r.r, c: x.t.columns[x.date]!.c })),
    );
    return sourcedAnswer(
      fig,
      `No asset on the register was bought in ${how}: additions are nil.`,
      'total',
    );
  }
  const v = decSum(rows.map((r) => cellNumber(r.cells[x.cost])!));
  const fig = figureOf(
    x.t,
    `${costLabel}, assets bought in ${how}`,
    v,
    cellStyle(x.t, rows[0]!.cells[x.cost]),
    rows.map((r) => ({ r: r.r, c: x.t.columns[x.cost]!.c })),
  );
  const name = (r: Row): string =>
    x.desc >= 0 ? cellText(r.cells[x.desc])! : (cellText(r.cells[x.id >= 0 ? x.id : 0]) ?? '');
  return sourcedAnswer(
    fig,
    `Additions in ${how}: ${fig.display}, the ${costLabel} of the ${rows.length} asset${rows.length > 1 ? 's' : ''} bought then (${rows.map((r) => `${name(r)}, ${nice(rowDay(r, x.date)!)}`).join('; ')}).`,
    'total',
  );
}

/** The accumulated depreciation c/f answer, with the b/f figure named beside it. */
function withBf(x: Register, rows: Row[], a: Answer): Answer {
  const bf = x.t.columns[x.accBf]!.label.trim();
  const vals = rows.map((r) => cellNumber(r.cells[x.accBf])).filter((v): v is Dec => !!v);
  const shown = figureOf(x.t, bf, decSum(vals), cellStyle(x.t, rows[0]!.cells[x.accBf]), [
    { r: rows[0]!.r, c: x.t.columns[x.accBf]!.c },
  ]).display;
  const [first, ...rest] = a.text.split('\n');
  return {
    ...a,
    text: [
      `${first} This is carried forward (c/f), at the year end; brought forward (${bf}, at the start of the year) it was ${shown}.`,
      ...rest,
    ].join('\n'),
  };
}

function shorthandAnswer(
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
    // pass 45: not named, it is the year end's (c/f), the figure on the books now; b/f is said
    const col = !named
      ? x.accCf >= 0
        ? x.accCf
        : x.accBf
      : /carried|c\/f|end/.test(named)
        ? x.accCf
        : x.accBf;
    if (col < 0) return undefined;
    const l = x.t.columns[col]!.label.trim();
    const a = sumOf(x, col, x.rows, l, `${l}, all assets`);
    return !named && x.accBf >= 0 && col === x.accCf ? withBf(x, x.rows, a) : a;
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

/**
 * Pass 45 (L3): the register's rows are the assets, read in owners' words.
 * - Words for all of them: kit, equipment, assets, everything (we own), the lot, the register;
 *   a Category named by its words keeps its rows ("the vehicles", "plant"); one word of a
 *   Description (or an Asset ID) names that one asset ("the Isuzu"): on a register the row IS
 *   the asset, no other lines can be its.
 * - Measures: cost (cost, paid, spent, price); book value (book value, NBV, on the books, worth,
 *   written-down value); this year's depreciation (depreciation, dep, depn, charge);
 *   accumulated depreciation (c/f unless b/f is named; "written off"); the date bought.
 * - Asked: a total, one asset's figure, the asset with the most / least of a measure, the oldest
 *   / newest asset, the share of cost written off (Acc dep c/f ÷ Cost × 100), how many assets.
 */
// the words for all the assets (kit, equipment, assets, everything we own, the lot) are among
// the question's own words below: with nothing else named, the question is over every row
const QUESTION_WORDS = new Set(
  (
    'what whats how much many is are was were do does did we our us the a an in on of for to at by be ' +
    'have has had it its this that these those all total all our and with from so far now currently ' +
    'which one has is that got give me tell show worth value book books on the net cost costs costing ' +
    'paid pay spent spend price purchase bought buy when depreciation depn dep charge charged year ' +
    'years this years accumulated written off down share percent percentage proportion fraction ' +
    'carried forward brought nbv wdv biggest largest highest most smallest lowest least oldest ' +
    'newest latest earliest recent most expensive cheapest dearest priciest asset assets kit ' +
    'equipment everything own owned lot register things stuff items item fixed gear sum whole ' +
    'original against far been gone has have annual yearly current amount amounts figure ' +
    'depreciate depreciates depreciated depreciating expensive cheap costliest dearest priciest ' +
    'much more less purchased purchases acquired acquire acquisition acquisitions added'
  ).split(' '),
);

/** Words for a business's kit as a whole, when no category is named by them. */
const ALL_KIND = /^(machinery|machines|plant|fleet)$/;

type Measure = 'cost' | 'nbv' | 'charge' | 'accCf' | 'accBf' | 'date';

function measureOf(q: string): Measure | undefined {
  if (
    /\b(oldest|newest|most recent(?:ly)?|latest|earliest|first bought|last bought|when did we buy|when was|bought when|purchase date|date (?:we )?bought)\b/.test(
      q,
    )
  )
    return 'date';
  // pass 52: "total depreciation charged this year" is the year's charge, never accumulated
  if (
    /\b(depreciation|depn|dep)\b/.test(q) &&
    /\b(this year|for the year|the year's|this year's|in the year|during the year|charged?)\b/.test(
      q,
    ) &&
    !/\b(accumulated|acc|accum|written off|to date|so far|b\/f|c\/f|brought|carried)\b/.test(q)
  )
    return 'charge';
  if (
    /\b(written off|accumulated|acc(?:um)?\.? dep\w*|depreciated so far|depreciation to date|total depreciation|depreciated in total)\b/.test(
      q,
    )
  )
    return /\b(b\/f|brought forward|at (?:the )?start)\b/.test(q) ? 'accBf' : 'accCf';
  if (
    /\b(book value|books|nbv|net book|written[- ]down value|wdv|carrying (?:value|amount)|worth)\b/.test(
      q,
    )
  )
    return 'nbv';
  if (/\b(depreciation|depn|dep|charge|charged|depreciate[sd]?)\b/.test(q)) return 'charge';
  if (
    /\b(cost|costs|costing|paid|pay for|spent|spend|price|purchase price|bought (?:it )?for|outlay|expensive|cheapest|priciest|dearest)\b/.test(
      q,
    )
  )
    return 'cost';
  return undefined;
}

function registerQuestion(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  let q = plainQuestion(question)
    .replace(/[’']s\b/g, '')
    .replace(/[?.!]+$/, '');
  // pass 48 (R4): "bought / purchased / acquired in 2025" (in june 2025, since 2024) filters the
  // assets by the date bought; the words are taken out before the assets are named
  const bought = boughtWhen(q);
  if (bought) q = bought.rest;
  const measure = measureOf(q);
  const share = /\b(share|percent|percentage|proportion|fraction|%)\b/.test(q);
  const count = /^how many\b/.test(q);
  if (!measure && !count) return undefined;
  const x = theRegister(wb);
  if (!x) return undefined;
  const colOf: Record<Measure, number> = {
    cost: x.cost,
    nbv: x.nbv,
    charge: x.charge,
    accCf: x.accCf,
    accBf: x.accBf,
    date: x.date,
  };
  // the asset(s) named: an ID, a category's words, one description's words, or all of them
  const content = (q.match(/[a-z0-9][a-z0-9&-]*/g) ?? []).filter(
    (w) => !QUESTION_WORDS.has(w) && !/^\d+$/.test(w),
  );
  // pass 48 (R4): "the IT kit": a word written in capitals ("IT", "PC"), or "it" before kit /
  // equipment, is a word of a category or a description when one holds it, never the pronoun
  for (const w of capsWords(question))
    if (namesAssets(x, w) && !content.includes(w)) content.unshift(w);
  // after blind-43: "all our machinery" on a farm's register is all of it, unless a category
  // or a description is machinery
  for (const w of [...content])
    if (ALL_KIND.test(w) && !namesAssets(x, w)) content.splice(content.indexOf(w), 1);
  let rows: Row[] = x.rows;
  let scope = 'all assets';
  if (bought) {
    if (x.date < 0) return refuse('the register has no column for the date each asset was bought');
    const dated = x.rows.map((r) => ({ r, d: dayOf(r.cells[x.date]) }));
    if (dated.some((e) => !e.d))
      return refuse(`some assets have no ${x.t.columns[x.date]!.label.trim()}`);
    rows = dated.filter((e) => e.d! >= bought.from && e.d! <= bought.to).map((e) => e.r);
    scope = `Assets bought ${bought.how}`;
    if (!rows.length)
      return refuse(
        `no asset on the register was bought ${bought.how} (${x.t.columns[x.date]!.label.trim()} runs from ${dated.map((e) => e.d!).sort()[0]} to ${dated
          .map((e) => e.d!)
          .sort()
          .pop()})`,
      );
  }
  let one: Row | undefined;
  if (content.length) {
    const idHit =
      x.id >= 0
        ? x.rows.filter((r) => content.includes((cellText(r.cells[x.id]) ?? '').toLowerCase()))
        : [];
    let cat = categoryRows(x, content.join(' '));
    // "kit" / "gear" is equipment: "office kit" of Office equipment and Office furniture
    if (typeof cat === 'string' && /\b(kit|gear)\b/.test(q)) {
      const eq = categoryRows(x, `${content.join(' ')} equipment`);
      if (eq && typeof eq !== 'string') cat = eq;
    }
    if (typeof cat === 'string') return refuse(cat);
    if (cat && bought) cat = cat.filter((r) => rows.includes(r));
    const descs =
      x.desc >= 0
        ? rows.filter((r) => {
            const dw = new Set(words(cellText(r.cells[x.desc]) ?? ''));
            return words(content.join(' ')).every((w) => dw.has(w));
          })
        : [];
    if (idHit.length === 1) {
      one = idHit[0]!;
    } else if (
      cat &&
      descs.length &&
      (descs.length !== cat.length || descs.some((r) => !cat.includes(r)))
    ) {
      // "the tube": the category Scaffold tube & fittings, or the assets whose names hold it
      return refuse(
        `'${content.join(' ')}' names the category ${cellText(cat[0]!.cells[x.cat])} (${cat.length} assets) and ${descs.map((r) => cellText(r.cells[x.desc])).join(', ')}; say which`,
      );
    } else if (cat) {
      if (!cat.length) return refuse(`no ${content.join(' ')} asset was bought ${bought!.how}`);
      scope = `${cellText(cat[0]!.cells[x.cat])!}${bought ? `, bought ${bought.how}` : ''}`;
      rows = cat;
    } else if (descs.length === 1) {
      one = descs[0]!;
    } else if (descs.length > 1) {
      return refuse(
        `'${content.join(' ')}' is in ${descs.length} assets' descriptions (${descs.map((r) => cellText(r.cells[x.desc])).join(', ')}); name the one`,
      );
    } else return undefined;
  }
  if (one && bought && !rows.includes(one)) return undefined;
  if (one) {
    rows = [one];
    scope = x.desc >= 0 ? cellText(one.cells[x.desc])! : (cellText(one.cells[x.id]) ?? 'the asset');
  }
  const name = (r: Row) =>
    x.desc >= 0 ? cellText(r.cells[x.desc])! : (cellText(r.cells[x.id]) ?? `row ${r.r + 1}`);

  if (count) {
    if (measure || one) return undefined;
    // pass 52 (G3): "how many assets were bought in 2019" counts those bought then, or refuses
    if (
      x.date >= 0 &&
      /\b(bought|purchased|acquired|added|new)\b|\b(?:in|during) (?:19|20)\d\d\b|\bfy\b/.test(q)
    ) {
      const span = boughtSpan(x, q);
      if (typeof span === 'string') return refuse(span);
      if (!span) return undefined;
      rows = rows.filter((r) => {
        const d = rowDay(r, x.date);
        return !!d && d >= span.from && d <= span.to;
      });
      scope = `${scope}, bought in ${span.how}`;
      const fig = figureOf(
        x.t,
        `Assets, ${scope}`,
        decFromInt(rows.length),
        cellStyle(x.t, null),
        (rows.length ? rows : x.rows).map((r) => ({ r: r.r, c: x.t.columns[x.date]!.c })),
      );
      return sourcedAnswer(fig, `${rows.length} assets on the register (${scope}).`, 'count');
    }
    const fig = figureOf(
      x.t,
      `Assets, ${scope}`,
      decFromInt(rows.length),
      cellStyle(x.t, null),
      rows.map((r) => ({ r: r.r, c: x.t.columns[x.desc >= 0 ? x.desc : 0]!.c })),
    );
    return sourcedAnswer(fig, `${rows.length} assets on the register (${scope}).`, 'count');
  }
  if (share) {
    // "what share of cost has been written off": accumulated depreciation c/f over cost
    if (measure !== 'accCf' || x.cost < 0 || x.accCf < 0) return undefined;
    const acc = sumCol(x, x.accCf, rows);
    const cost = sumCol(x, x.cost, rows);
    if (!acc || !cost || decIsZero(cost.v)) return undefined;
    const pct = decDiv(decMul(acc.v, decFromInt(100)), cost.v, 2);
    if (!pct) return undefined;
    const fig = figureOf(
      x.t,
      `${x.t.columns[x.accCf]!.label.trim()} as a % of ${x.t.columns[x.cost]!.label.trim()}, ${scope}`,
      pct,
      PERCENT,
      [...acc.cells, ...cost.cells],
    );
    return sourcedAnswer(
      fig,
      `${fig.display} of the cost has been written off (${scope}): accumulated depreciation c/f ${acc.display} ÷ cost ${cost.display} × 100.`,
      'share',
    );
  }
  const ci = colOf[measure!];
  if (ci < 0) return undefined;
  const label = x.t.columns[ci]!.label.trim();
  const rank =
    !one &&
    (/^(?:which|what) (?:asset|item|one|thing|piece|bit of kit|vehicle|machine)\b/.test(q) ||
      /\b(biggest|largest|highest|most|smallest|lowest|least|oldest|newest|latest|earliest|most recent|most expensive|cheapest|dearest|priciest)\b/.test(
        q,
      ));
  if (measure === 'date' && one) {
    // "when did we buy the Ford Transit": that row's date, its cost beside it
    const c = one.cells[ci];
    const d = c && typeof c === 'object' && !Array.isArray(c) ? c.d : undefined;
    const cost = x.cost >= 0 ? cellNumber(one.cells[x.cost]) : undefined;
    if (!d || cost === undefined) return undefined;
    const fig = figureOf(
      x.t,
      `${name(one)}, ${label}`,
      cost,
      cellStyle(x.t, one.cells[x.cost]),
      [
        { r: one.r, c: x.t.columns[ci]!.c },
        { r: one.r, c: x.t.columns[x.cost]!.c },
      ],
      d,
    );
    return sourcedAnswer(
      fig,
      `${name(one)}: ${label.toLowerCase()} ${d} (cost ${fig.display}).`,
      'lookup',
    );
  }
  if (measure === 'date' || rank) {
    if (ci < 0 || rows.length < 2) return undefined;
    const small =
      measure === 'date'
        ? /\b(oldest|earliest|first bought)\b/.test(q)
        : /\b(smallest|lowest|least|cheapest)\b/.test(q);
    const key = (r: Row): string | Dec | undefined => {
      const c = r.cells[ci];
      if (measure === 'date')
        return c && typeof c === 'object' && !Array.isArray(c) ? c.d : undefined;
      return cellNumber(c);
    };
    const keyed = rows.map((r) => ({ r, k: key(r) }));
    if (keyed.some((e) => e.k === undefined)) return undefined;
    const cmp = (a: string | Dec, b: string | Dec): number =>
      typeof a === 'string' ? a.localeCompare(b as string) : decCmp(a, b as Dec);
    const best = keyed.reduce((a, b) =>
      (small ? cmp(b.k!, a.k!) < 0 : cmp(b.k!, a.k!) > 0) ? b : a,
    );
    if (keyed.filter((e) => cmp(e.k!, best.k!) === 0).length > 1)
      return refuse(`more than one asset shares that ${label}; ask for the list`);
    if (measure === 'date') {
      const costCell = x.cost >= 0 ? cellNumber(best.r.cells[x.cost]) : undefined;
      const fig = costCell
        ? figureOf(
            x.t,
            `${name(best.r)}, ${x.t.columns[x.cost]!.label.trim()}`,
            costCell,
            cellStyle(x.t, best.r.cells[x.cost]),
            [
              { r: best.r.r, c: x.t.columns[ci]!.c },
              { r: best.r.r, c: x.t.columns[x.cost]!.c },
            ],
            name(best.r),
          )
        : undefined;
      if (!fig) return undefined;
      return sourcedAnswer(
        fig,
        `The ${small ? 'oldest' : 'newest'} asset${scope === 'all assets' ? '' : ` in ${scope}`} is ${name(best.r)}, ${label.toLowerCase()} ${best.k as string} (cost ${fig.display}).`,
        small ? 'min' : 'max',
      );
    }
    const fig = figureOf(
      x.t,
      `${label}, ${name(best.r)}`,
      best.k as Dec,
      cellStyle(x.t, best.r.cells[ci]),
      [{ r: best.r.r, c: x.t.columns[ci]!.c }],
      name(best.r),
    );
    return sourcedAnswer(
      fig,
      `${name(best.r)} has the ${small ? 'lowest' : 'highest'} ${label}${scope === 'all assets' ? '' : ` in ${scope}`}: ${fig.display}.`,
      small ? 'min' : 'max',
    );
  }
  const sum = sumCol(x, ci, rows);
  if (!sum) return undefined;
  // every asset's figure added is checked against the register's Total row
  if (rows === x.rows && x.total) {
    const tot = cellNumber(x.total.cells[ci]);
    if (tot !== undefined && decCmp(tot, sum.v) !== 0)
      return refuse(`the ${label} column's Total row does not agree with its assets added`);
  }
  const fig = figureOf(
    x.t,
    `${label}, ${scope}`,
    sum.v,
    sum.style,
    sum.cells,
    one ? name(one) : undefined,
  );
  const what: Record<Exclude<Measure, 'date'>, string> = {
    cost: 'cost',
    nbv: 'net book value (what it stands at on the books)',
    charge: "this year's depreciation charge",
    accCf: 'accumulated depreciation carried forward (written off so far)',
    accBf: 'accumulated depreciation brought forward',
  };
  const a = sourcedAnswer(
    fig,
    `${one ? name(one) : scope === 'all assets' ? 'All assets' : scope}: ${what[measure as Exclude<Measure, 'date'>]} ${fig.display} (${label}${rows.length > 1 ? `, ${rows.length} assets added` : ''}).`,
    one ? 'lookup' : 'total',
  );
  return measure === 'accCf' && x.accBf >= 0 && !/\b(c\/f|carried forward|written off)\b/.test(q)
    ? withBf(x, rows, a)
    : a;
}

function sumCol(
  x: Register,
  ci: number,
  rows: Row[],
):
  | {
      v: Dec;
      cells: Array<{ r: number; c: number }>;
      style: ReturnType<typeof cellStyle>;
      display: string;
    }
  | undefined {
  const vals = rows.map((r) => cellNumber(r.cells[ci]));
  if (!rows.length || vals.some((v) => v === undefined)) return undefined;
  const style = cellStyle(x.t, rows[0]!.cells[ci]);
  const v = decSum(vals as Dec[]);
  const cells = rows.map((r) => ({ r: r.r, c: x.t.columns[ci]!.c }));
  return { v, cells, style, display: figureOf(x.t, '', v, style, cells).display };
}

const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * pass 48 (R4): the purchase dates a question filters by: a year or a month of a year after a
 * purchase word (bought, purchased, acquired, added, bought new; "things we bought in 2025",
 * "assets purchased in june 2025", "acquired since 2024", "bought before 2023"), or after a
 * cost word ("what did we spend on assets in 2025"). ISO bounds, inclusive.
 */
function boughtWhen(
  q: string,
): { from: string; to: string; how: string; rest: string } | undefined {
  const verb =
    /\b(bought|buy|purchased|purchase|purchases|acquired|acquire|acquisitions?|added|spend|spent|cost|costs|paid)\b/;
  if (!verb.test(q)) return undefined;
  const m = new RegExp(
    `\\b(in|during|since|from|before|after)\\s+(?:${MON}\\s+(?:of\\s+)?)?(20\\d\\d)\\b`,
  ).exec(q);
  if (!m) return undefined;
  const y = Number(m[3]);
  const mi = m[2] ? MONTH_KEYS.indexOf(m[2].slice(0, 3)) + 1 : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const start = mi ? `${y}-${pad(mi)}-01` : `${y}-01-01`;
  const end = mi ? new Date(Date.UTC(y, mi, 0)).toISOString().slice(0, 10) : `${y}-12-31`;
  const name = mi ? `${MONTH_NAMES[mi - 1]} ${y}` : String(y);
  const rest = q.replace(m[0], ' ').replace(/\s+/g, ' ').trim();
  switch (m[1]) {
    case 'since':
    case 'from':
      return { from: start, to: '9999-12-31', how: `since ${name}`, rest };
    case 'before':
      return { from: '0000-01-01', to: prevDay(start), how: `before ${name}`, rest };
    case 'after':
      return { from: nextDay(end), to: '9999-12-31', how: `after ${name}`, rest };
    default:
      return { from: start, to: end, how: `in ${name}`, rest };
  }
}
const prevDay = (iso: string): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const nextDay = (iso: string): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function dayOf(c: Row['cells'][number] | undefined): string | undefined {
  return c && typeof c === 'object' && !Array.isArray(c) && 'd' in c ? c.d : undefined;
}

/** words written in capitals ("IT", "PC"), or "it" just before kit / equipment / gear */
function capsWords(question: string): string[] {
  const out: string[] = [];
  for (const m of question.matchAll(/\b([A-Z]{2,5})\b/g)) out.push(m[1]!.toLowerCase());
  if (/\bit (?:kit|equipment|gear|stuff|hardware|assets?)\b/i.test(question)) out.push('it');
  return out;
}

/** a word that is a whole word of a Category or a Description */
function namesAssets(x: Register, w: string): boolean {
  return x.rows.some((r) =>
    [x.cat, x.desc]
      .filter((i) => i >= 0)
      .some((i) => words(cellText(r.cells[i]) ?? '').includes(w)),
  );
}
