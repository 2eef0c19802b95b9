/**
 * Words: normalisation, light stemming, finance synonyms and typo correction. Labels from the
 * workbook and words of the question go through the same `canonical` function so that
 * "Sales" matches "revenue", "Costs" matches "expenses" and "COGS" matches "cost of sales".
 */

/** Grammar words: ignored when matching. */
export const STOP = new Set(
  (
    'a an the of in on for to by at as from with and or is are was were be been being do does did ' +
    'what whats which who whom whose when where how why this that these those it its we our us i me my ' +
    'you your they their them there here please show tell give list can could would should will shall ' +
    'may might must have has had into onto about over under than then so such any some all each every ' +
    'per via up down out off just only also both either neither not no yes if versus vs vs. er um ' +
    'let lets get got find look see want need know help ' +
    // after blind-43: "grown since January": the period's relation, like "from"
    'since'
  ).split(/\s+/),
);

/**
 * Weak words: neither required in a label match nor "unexplained" when left over in a
 * question ("What is the amount of total sales?").
 */
export const FILLER = new Set(
  (
    'amount amounts value values figure figures number numbers total totals sum overall grand net ' +
    'company companys business firm group entity organisation organization data workbook spreadsheet file ' +
    'sheet sheets table tables tab row rows column columns line lines item items entry entries record ' +
    'records reported report shown show stated recorded respective respectively period periods fiscal ' +
    'financial year years month months quarter quarters day days date dates week time times ended ' +
    'ending end as at during year-end yearend beginning begin start balance balances level ' +
    'activity activities provided ' +
    'much many like approximately about around roughly exactly actual actually reported realised ' +
    'realized made make generated generate earned earn brought bring did done went go got get ' +
    'come came comes spent spend doing had happen happened see saw seen compared compare ' +
    'figure approx full whole entire so far respectively combined together altogether including ' +
    'included excluding excluded calculate calculated compute computed determine find rate rates ' +
    'approximate simple ' +
    'sell sold selling ship shipped buy bought pay paid paying single individual work works ' +
    'working employed have has hold holds held keep kept nominal absolute listed information info ' +
    'within among represented representing represent expressed constitution constitute constitutes ' +
    'making chronological order cent cents shown presented disclosed calculated recorded ' +
    'fy fys fiscal worth big size large bill bills other record one two three four five six seven eight nine ten eleven twelve ' +
    'different distinct unique separate various money now carry carried goes goe contribution across ' +
    'valuable bucket buckets worked expensive priciest costliest dearest cheapest ' +
    'contributions away ' +
    // pass 12: owners' filler ("how many people booked", "cases through the shop", "what do we
    // still owe", "taxes we collected", "what does it cost to run")
    'booked through still collect collected collecting run yet ' +
    // pass 40 (M3): owners' words that name nothing ("cheapest thing we buy", "net book value of
    // everything", "biggest system we put in", "hours gone into", "eaten the most hours",
    // "money sitting on the shelf", "biggest source of revenue")
    'thing things everything put gone eaten sitting source sources ' +
    // after blind-40: "deposits taken" names the column, nothing more
    'taken ' +
    // after blind-42: "hours logged" are the hours
    'logged ' +
    // after blind-43: "premium written", "policies Maricel wrote" ("used" stays a word: "the
    // most used discount code" counts uses, "fuel the vans used" is no spend)
    'write wrote written ' +
    'usd eur gbp dollars dollar euros euro pounds pound $ € £ thousand thousands million millions billion billions k m bn'
  ).split(/\s+/),
);

/** Multi-word phrases mapped to one canonical form before single-word synonyms. */
const PHRASES: Array<[string[], string[]]> = [
  [['cost', 'of', 'goods', 'sold'], ['cogs']],
  [['monthly', 'recurring', 'revenue'], ['mrr']],
  [['recurring', 'revenue'], ['mrr']],
  [['annual', 'recurring', 'revenue'], ['arr']],
  [['costs', 'of', 'goods', 'sold'], ['cogs']],
  [['cost', 'of', 'sales'], ['cogs']],
  [['cost', 'of', 'sale'], ['cogs']],
  [['costs', 'of', 'sales'], ['cogs']],
  [['cost', 'of', 'revenue'], ['cogs']],
  [['cost', 'of', 'revenues'], ['cogs']],
  [['direct', 'costs'], ['cogs']],
  [
    ['net', 'income'],
    ['net', 'profit'],
  ],
  [
    ['net', 'earnings'],
    ['net', 'profit'],
  ],
  [
    ['bottom', 'line'],
    ['net', 'profit'],
  ],
  [
    ['operating', 'income'],
    ['operating', 'profit'],
  ],
  [
    ['gross', 'income'],
    ['gross', 'profit'],
  ],
  [['top', 'line'], ['revenue']],
  // owners' words for running costs
  [['overheads'], ['operating', 'expense']],
  // after blind-43: "how much depreciation have the tractors built up"
  [['built', 'up'], ['accumulated']],
  // after blind-44: the longest trip is the one with the most distance
  [['longest', 'trip'], ['distance']],
  // after blind-44: "no-shows" is one word (a register's No-shows column), never "show me"
  [['no', 'shows'], ['noshow']],
  [['no', 'show'], ['noshow']],
  [['overhead'], ['operating', 'expense']],
  [['accounts', 'receivable'], ['receivable']],
  [['a', 'r'], ['receivable']],
  // money in and out, as owners say it of a bank account
  // "how much did we borrow": the loan drawn ("Proceeds from bank loan"), never its repayment
  [['borrow'], ['proceeds', 'loan']],
  [['borrowed'], ['proceeds', 'loan']],
  [['tied', 'up'], ['worth']],
  [['tie', 'up'], ['worth']],
  [['ties', 'up'], ['worth']],
  [['tying', 'up'], ['worth']],
  [
    ['take', 'home', 'pay'],
    ['net', 'pay'],
  ],
  [
    ['take', 'home'],
    ['net', 'pay'],
  ],
  [
    ['taken', 'home'],
    ['net', 'pay'],
  ],
  // after blind-40/41: the debtors' book, the receivables ledger, is what debtors owe
  [['debtors', 'book'], ['debtors']],
  [['debtor', 'book'], ['debtors']],
  [['receivables', 'book'], ['receivables']],
  [['sales', 'ledger', 'balance'], ['receivables']],
  // after blind-41: a stay's length is its nights
  [['length', 'of', 'stay'], ['nights']],
  [['length', 'of', 'stays'], ['nights']],
  [
    ['took', 'home'],
    ['net', 'pay'],
  ],
  // what reached the staff is their net pay, never the gross before deductions
  ...['staff', 'employees', 'workers', 'the staff', 'our staff', 'our employees', 'people'].flatMap(
    (who): Array<[string[], string[]]> =>
      ['paid out to', 'pay out to', 'paid to', 'actually paid to'].map((verb) => [
        `${verb} ${who}`.split(' '),
        ['net', 'pay'],
      ]),
  ),
  // "went out of the account", "came into our bank account", "left the account": one side of it
  ...[
    'the account',
    'our account',
    'the bank account',
    'our bank account',
    'the bank',
    'the business account',
  ].flatMap((acct): Array<[string[], string[]]> => [
    ...[
      'money went out of',
      'went out of',
      'go out of',
      'going out of',
      'paid out of',
      'money out of',
      'out of',
      'left',
      'leave',
      'leaving',
    ].map((verb): [string[], string[]] => [`${verb} ${acct}`.split(' '), ['outflow']]),
    ...[
      'money came into',
      'came into',
      'come into',
      'coming into',
      'went into',
      'paid into',
      'money into',
      'into',
      'money in',
      'came in to',
    ].map((verb): [string[], string[]] => [`${verb} ${acct}`.split(' '), ['inflow']]),
  ]),
  [['money', 'went', 'out'], ['outflow']],
  [['money', 'out'], ['outflow']],
  [['went', 'out'], ['outflow']],
  [['go', 'out'], ['outflow']],
  [['paid', 'out'], ['outflow']],
  [['money', 'came', 'in'], ['inflow']],
  [['money', 'in'], ['inflow']],
  [['came', 'in'], ['inflow']],
  [['come', 'in'], ['inflow']],
  [['trade', 'receivables'], ['receivable']],
  [['debtors'], ['receivable']],
  [['accounts', 'payable'], ['payable']],
  [['trade', 'payables'], ['payable']],
  [['creditors'], ['payable']],
  [['head', 'count'], ['headcount']],
  [['opex'], ['operating', 'expense']],
  [['capex'], ['capital', 'expenditure']],
  [
    ['p', 'l'],
    ['profit', 'loss'],
  ],
  [['pnl'], ['profit', 'loss']],
  [
    ['r', 'd'],
    ['research', 'development'],
  ],
  [
    ['sg', 'a'],
    ['selling', 'general', 'administrative'],
  ],
  [['year', 'to', 'date'], ['ytd']],
  // a cash-flow statement's "Net increase (decrease) in cash" is the change in cash
  [['increase', 'decrease'], ['change']],
  [['decrease', 'increase'], ['change']],
  [['e', 'commerce'], ['ecommerce']],
  [['web', 'shop'], ['online']],
];

/** Single words mapped to a concept (after stemming). */
const SYNONYMS: Record<string, string> = {
  // pass 31 (M2): a timesheet's "Hrs" column is its hours
  hrs: 'hour',
  hr: 'hour',
  // "cash at the start of 2025" is the "Cash at beginning of year" line
  start: 'beginning',
  // "starting balance", "opening balance", "balance at the beginning": one reading
  starting: 'beginning',
  opening: 'beginning',
  sale: 'revenue',
  // after blind-42: what was billed to a customer is its sales
  billed: 'revenue',
  billing: 'revenue',
  // after blind-43: what is owed is what is outstanding (an "Outstanding" column)
  owe: 'outstanding',
  owes: 'outstanding',
  owed: 'outstanding',
  owing: 'outstanding',
  // after blind-42: a DJ's or a band's gigs are its events
  gig: 'event',
  // after blind-44: a mileage log's km are what was driven ("how many km did I drive")
  km: 'distance',
  kms: 'distance',
  kilometres: 'distance',
  kilometers: 'distance',
  miles: 'distance',
  distance: 'distance',
  drive: 'distance',
  drove: 'distance',
  driven: 'distance',
  driving: 'distance',
  sell: 'revenue',
  sold: 'revenue',
  revenue: 'revenue',
  turnover: 'revenue',
  takings: 'revenue',
  take: 'revenue',
  took: 'revenue',
  retainer: 'mrr',
  income: 'income',
  cost: 'expense',
  expense: 'expense',
  expenditure: 'expense',
  spend: 'expense',
  spending: 'expense',
  spent: 'expense',
  outgoing: 'expense',
  outflow: 'expense',
  profit: 'profit',
  profitable: 'profit',
  earning: 'profit',
  salary: 'salary',
  wage: 'salary',
  payroll: 'salary',
  kilo: 'kg',
  cancelled: 'cancellation',
  canceled: 'cancellation',
  cancel: 'cancellation',
  cancelation: 'cancellation',
  kilogram: 'kg',
  kgs: 'kg',
  qty: 'unit',
  quantity: 'unit',
  unit: 'unit',
  volume: 'unit',
  client: 'customer',
  customer: 'customer',
  staff: 'employee',
  employee: 'employee',
  headcount: 'employee',
  people: 'employee',
  personnel: 'employee',
  fte: 'employee',
  worker: 'employee',
  sku: 'product',
  product: 'product',
  good: 'product',
  inventory: 'inventory',
  stock: 'inventory',
  advertising: 'marketing',
  ads: 'marketing',
  promotion: 'marketing',
  lease: 'rent',
  rental: 'rent',
  rent: 'rent',
  tax: 'tax',
  taxes: 'tax',
  taxation: 'tax',
  margin: 'margin',
  vendor: 'vendor',
  supplier: 'vendor',
  debt: 'loan',
  borrowing: 'loan',
  loan: 'loan',
  equity: 'equity',
  utility: 'utility',
  software: 'software',
  saas: 'software',
  subscription: 'subscription',
  travel: 'travel',
  trip: 'travel',
  ebit: 'operating profit',
  withhold: 'withholding',
  withheld: 'withholding',
  male: 'male',
  men: 'male',
  man: 'male',
  female: 'female',
  women: 'female',
  woman: 'female',
  department: 'department',
  dept: 'department',
  division: 'department',
  team: 'department',
  area: 'region',
  territory: 'region',
  region: 'region',
  location: 'region',
};

/**
 * A question as the shape readers (schedules, exports, rankings…) match it: lower case, the
 * closing punctuation gone, single spaces.
 */
export function plainQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[?!.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normalizeText(s: string): string {
  return (
    s
      // pass 22 (W4): "Atlântico" is "atlantico" (accents dropped, not words split at them)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014\u2212]/g, '-')
      .replace(/\bp\s*&\s*l\b/g, 'profit and loss')
      .replace(/&/g, ' and ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words of a text: letters/digits, keeping decimals and % together. */
export function words(s: string): string[] {
  const norm = normalizeText(s).replace(/'s\b/g, '');
  return norm.match(/[a-z0-9]+(?:[.,][0-9]+)*%?|[$€£%]/g) ?? [];
}

const STEM_KEEP = new Set([
  'sales',
  'loss',
  'gross',
  'process',
  'business',
  'analysis',
  'basis',
  'status',
  'plus',
  'bonus',
  'bus',
  'campus',
  'press',
  'less',
  'tax',
  'taxes',
  'news',
  'series',
  'species',
  'its',
  'this',
  'has',
  'was',
  'is',
  'us',
  'as',
  'yes',
  'gas',
  'class',
  'access',
  'address',
  'success',
  'miscellaneous',
  'various',
  'previous',
  'canvas',
]);

export function stem(w: string): string {
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w === 'sales') return 'sale';
  if (w === 'taxes') return 'tax';
  // pass 40 (M2): "contact lenses" names a "Contact Lens Sales" line (not "lense")
  if (w === 'lenses' || w === 'lens') return 'lens';
  if (STEM_KEEP.has(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (/(ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    return w.slice(0, -1);
  return w;
}

function applyPhrases(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length;) {
    let hit = false;
    for (const [from, to] of PHRASES) {
      if (i + from.length <= ws.length && from.every((f, k) => ws[i + k] === f)) {
        out.push(...to);
        i += from.length;
        hit = true;
        break;
      }
    }
    if (!hit) {
      out.push(ws[i]!);
      i += 1;
    }
  }
  return out;
}

/** Canonical tokens of a label or question (stop words kept out). */
const CURRENCY_SIGN = /^[$€£₱₹₩]$/;

export function canonical(s: string): string[] {
  const ws = applyPhrases(words(s));
  const out: string[] = [];
  for (const w of ws) {
    // pass 21 (S3): a currency sign in a header ("Balance ($)") names no measure; "¥" was
    // already dropped by words(), "$" and "€" made "lowest balance" miss its column
    if (STOP.has(w) || CURRENCY_SIGN.test(w)) continue;
    const st = stem(w);
    const syn = SYNONYMS[st] ?? SYNONYMS[w];
    if (syn) out.push(...syn.split(' '));
    else out.push(st);
  }
  return out;
}

/** Canonical form of one already-split word (no phrase handling). */
export function canonicalWord(w: string): string {
  const st = stem(w);
  return SYNONYMS[st] ?? SYNONYMS[w] ?? st;
}

/** Weight of a label word when matching: weak words count less. */
export function weight(token: string): number {
  if (FILLER.has(token)) return 0.3;
  if (/^\d+$/.test(token)) return 0.6;
  // after blind-37: a form's box code ("1A", "W2", "G11") refers to the line; it says little
  if (/^(?:[a-z]{1,2}\d{1,3}|\d{1,2}[a-z])$/.test(token)) return 0.3;
  if (token.length === 1) return 0.5;
  return 1;
}

/** Damerau-Levenshtein distance with an early exit above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i += 1) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= m; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[m]!;
}

/** Words every question may use, beyond the workbook's own labels. */
export const BASE_VOCABULARY = [
  ...Object.keys(SYNONYMS),
  'sales',
  'revenues',
  'expenses',
  'costs',
  'profits',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'quarter',
  'quarterly',
  'monthly',
  'yearly',
  'annual',
  'daily',
  'weekly',
  'average',
  'total',
  'highest',
  'lowest',
  'largest',
  'smallest',
  'biggest',
  'maximum',
  'minimum',
  'growth',
  'change',
  'increase',
  'decrease',
  'difference',
  'compare',
  'comparison',
  'forecast',
  'predict',
  'trend',
  'summary',
  'summarise',
  'summarize',
  'overview',
  'describe',
  'percentage',
  'percent',
  'share',
  'proportion',
  'ratio',
  'margin',
  'gross',
  'operating',
  'net',
  'budget',
  'actual',
  'variance',
  'between',
  'during',
  'previous',
  'last',
  'month',
  'year',
  'which',
  'what',
  'where',
  'many',
  'much',
  'count',
  'number',
  'column',
  'columns',
  'sheet',
  'sheets',
  'workbook',
  'category',
  'categories',
  'region',
  'regions',
  'product',
  'products',
  'vendor',
  'vendors',
  'supplier',
  'suppliers',
  'transactions',
  'orders',
  'employees',
  'assets',
  'liabilities',
  'equity',
  'receivable',
  'payable',
  'inventory',
  'current',
  'ratio',
  'cash',
  'bank',
  'loans',
  'profit',
  'loss',
];

/** Ordinary words that look like typos of finance words ("less" is not "loss"). */
const COMMON = new Set(
  (
    'less more than lower higher greater fewer larger smaller bigger least most lowest highest ' +
    'largest smallest biggest negative positive increase decrease change changes changed growth ' +
    'grow grew rate rates ratio ratios share shares year years month months quarter quarters ' +
    'total totals average mean median sum value values much many what which when where there ' +
    'their these those this that with from into over under above below between during after ' +
    'before since until first second third fourth last next previous prior current same other ' +
    'each every both either neither none some any all only also just even still then than ' +
    'cost costs sale sales sell sold price prices paid pays pay days week weeks term terms ' +
    'loan loans lease leases rent rents fund funds fees fee note notes plan plans base basis ' +
    'gain gains lose lost loss losses profit profits income incomes debt debts cash bank banks ' +
    // "how many different customers" is not "difference"
    'different distinct unique separate various overdue cheapest dearest eating opening ' +
    'closing starting beginning ending reordering selling buying worked expensive priciest costliest ' +
    // "what do we charge" is a price, not a typo of "change"
    'charge charges charged'
  ).split(/\s+/),
);

/** Corrects a word to the closest vocabulary word when the match is clear. */
export function correctWord(
  w: string,
  vocab: Set<string>,
  vocabByLen: Map<number, string[]>,
): string {
  if (w.length < 4 || /\d/.test(w) || vocab.has(w) || STOP.has(w) || FILLER.has(w) || COMMON.has(w))
    return w;
  const max = w.length >= 7 ? 2 : 1;
  let best: string | undefined;
  let bestD = max + 1;
  let tie = false;
  for (let len = w.length - max; len <= w.length + max; len += 1) {
    for (const v of vocabByLen.get(len) ?? []) {
      // a typo keeps its first letter: "savings" is not "takings" (two letters apart)
      if (v[0] !== w[0]) continue;
      const d = editDistance(w, v, max);
      if (d < bestD) {
        bestD = d;
        best = v;
        tie = false;
      } else if (d === bestD && v !== best && stem(v) !== stem(best ?? '')) tie = true;
    }
  }
  if (best && bestD <= max && !tie) return best;
  return w;
}
