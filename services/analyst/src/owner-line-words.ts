/**
 * Issue 13, pass 31 (M2): owners' words for a line or a column, each refused in two or more
 * blind sets. Each is turned into words the engine already reads, only when the book holds
 * exactly what the words name:
 * - "what are the freelance engineers costing us", "what did the van cost us": the one line
 *   (or column) whose name holds every word of the phrase is asked by its name. For a vehicle,
 *   pass 14's ask-back stays when another line holds a running cost the one line does not
 *   ("Van maintenance" beside "Fuel"); "Van & fuel" or "Vehicle - mobile van" alone is the van.
 * - "subcontractors" for a "Subcontract £" column: a word the book does not hold whose root
 *   (less "-ors" / "-ers") is a word of exactly one column header.
 * - "going out" / "coming in" on a ledger with Debit and Credit columns: money out / money in.
 */
import type { Workbook } from './model';
import { lineFits, phraseWords } from './line-phrase';
import { normalizeText, plainQuestion } from './text';

const COST_ASKED = [
  /^what (?:are|is) (?:the |our )?(.+?) costing(?: us)?$/,
  /^what (?:do|does|did) (?:the |our )?(.+?) cost(?: us)?$/,
  /^how much (?:are|is|do|does|did) (?:the |our )?(.+?) cost(?:ing)?(?: us)?$/,
];
const VEHICLE = /\b(vans?|trucks?|cars?|vehicles?|lorr(?:y|ies)|bikes?|motorbikes?)\b/;
const RUNNING =
  /\b(fuel|petrol|diesel|insurance|repairs?|maintenance|servic\w*|lease|parking|tolls?|loan|mot)\b/;

interface Named {
  label: string;
  column: boolean;
}

function namesOf(wb: Workbook): Named[] {
  const out: Named[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    for (const r of t.rows)
      if (r.kind === 'data' && r.label) out.push({ label: r.label.trim(), column: false });
    for (const c of t.columns)
      if (c.role === 'value' && !c.period && !/^total\b/i.test(c.label.trim()))
        out.push({ label: c.label.trim(), column: true });
  }
  return out;
}

export function lineCostWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const m = COST_ASKED.map((re) => re.exec(q)).find(Boolean);
  if (!m) return undefined;
  const phrase = m[1]!;
  if (!phraseWords(phrase).length || /\b(total|all|each|every|per)\b/.test(phrase))
    return undefined;
  const names = namesOf(wb);
  const hits = [
    ...new Map(names.filter((n) => lineFits(phrase, n.label)).map((n) => [n.label, n])).values(),
  ];
  if (hits.length !== 1) return undefined;
  const hit = hits[0]!;
  if (VEHICLE.test(phrase)) {
    const running = (label: string): string[] =>
      normalizeText(label).match(new RegExp(RUNNING.source, 'g')) ?? [];
    const own = new Set(running(hit.label));
    const other = names.some(
      (n) => n.label !== hit.label && running(n.label).some((w) => !own.has(w)),
    );
    if (other) return undefined;
  }
  return hit.column ? `total ${hit.label}` : hit.label;
}

const AGENT_NOUN = /\b([A-Za-z]{5,}?)(ors|ers|or|er)\b/g;

interface AgentVocabulary {
  vocab: Set<string>;
  headers: string[][];
}
const agentVocabularies = new WeakMap<Workbook, AgentVocabulary>();

/** Every word of the workbook's headers and row labels, and the value columns' words. */
function agentVocabulary(wb: Workbook): AgentVocabulary {
  const known = agentVocabularies.get(wb);
  if (known) return known;
  const vocab = new Set<string>();
  const headers: string[][] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    for (const c of t.columns) {
      const ws = normalizeText(c.label).match(/[a-z]+/g) ?? [];
      ws.forEach((w) => vocab.add(w));
      if (c.role === 'value') headers.push(ws);
    }
    for (const r of t.rows)
      for (const w of normalizeText(r.label ?? '').match(/[a-z]+/g) ?? []) vocab.add(w);
  }
  const made = { vocab, headers };
  agentVocabularies.set(wb, made);
  return made;
}

/** "subcontractors" → "subcontract" when that root is a word of exactly one column header */
export function agentNounWording(wb: Workbook, question: string): string | undefined {
  // most questions name no agent noun: the workbook's words (every row label) are read only
  // when one does, and once per workbook (on a 500k-cell sheet they cost ~40 ms a question)
  if (!new RegExp(AGENT_NOUN.source).test(question)) return undefined;
  const { vocab, headers } = agentVocabulary(wb);
  let changed = false;
  const put = question.replace(AGENT_NOUN, (w, root: string) => {
    const lower = w.toLowerCase();
    const r = root.toLowerCase();
    if (vocab.has(lower) || vocab.has(lower.replace(/s$/, ''))) return w;
    if (headers.filter((h) => h.includes(r)).length !== 1) return w;
    changed = true;
    return r;
  });
  return changed ? put : undefined;
}

/** "total going out" / "what came in" on a ledger with Debit and Credit columns */
export function ledgerFlowWording(wb: Workbook, question: string): string | undefined {
  if (!/\b(going|gone|went|goes) out\b|\b(coming|comes) in\b/i.test(question)) return undefined;
  const ledger = wb.sheets
    .flatMap((s) => s.tables)
    .some(
      (t) =>
        t.columns.some((c) =>
          /^(debits?|money out|paid out|withdrawals?)\b/i.test(c.label.trim()),
        ) &&
        t.columns.some((c) => /^(credits?|money in|paid in|deposits?)\b/i.test(c.label.trim())),
    );
  if (!ledger) return undefined;
  return question
    .replace(/\b(going|gone|went|goes) out\b/gi, 'money out')
    .replace(/\b(coming|comes) in\b/gi, 'money in');
}

/**
 * "how much health insurance came out of pay" on a register whose deductions group has a
 * "Health" column and no label says "insurance": the column named by the word before it.
 */
export function insuranceColumnWording(wb: Workbook, question: string): string | undefined {
  const m = /\b([a-z]+) insurance\b/i.exec(question);
  if (!m) return undefined;
  const tables = wb.sheets.flatMap((s) => s.tables);
  const labels = tables.flatMap((t) => [
    ...t.columns.map((c) => `${c.group ?? ''} ${c.label}`),
    ...t.rows.map((r) => r.label ?? ''),
  ]);
  if (labels.some((l) => /insurance/i.test(l))) return undefined;
  const word = m[1]!.toLowerCase();
  const cols = tables.flatMap((t) =>
    t.columns.filter((c) => c.role === 'value' && normalizeText(c.label) === word),
  );
  return cols.length === 1 ? question.replace(m[0], m[1]!) : undefined;
}
