/**
 * TAT-QA benchmark (dev split, table-only questions): each table becomes a one-sheet .xlsx,
 * goes through ingestWorkbook, and its questions through answerQuestion. Prints the share
 * answered right, refused and wrong, by answer type.
 *
 * Data: ../shared/data/tatqa/tatqa_dataset_dev.json relative to the repo root, or the file or
 * folder named by TATQA_PATH. Run: npm run bench:tatqa -w @fina/analyst [-- --verbose]
 */
import ExcelJS from 'exceljs';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { answerQuestion } from '../src/answer';
import type { Answer } from '../src/answer-types';
import { ingestWorkbook } from '../src/ingest';

interface TatQuestion {
  uid: string;
  question: string;
  answer: string | number | string[];
  answer_type: 'span' | 'multi-span' | 'arithmetic' | 'count';
  answer_from: 'table' | 'text' | 'table-text';
  scale: string;
  derivation: string;
}

interface TatEntry {
  table: { uid: string; table: string[][] };
  questions: TatQuestion[];
}

function repoRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i += 1) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && /"workspaces"/.test(readFileSync(pkg, 'utf8'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export function tatqaPath(): string {
  const env = process.env.TATQA_PATH;
  const base = env ? path.resolve(env) : path.resolve(repoRoot(), '../shared/data/tatqa');
  if (existsSync(base) && statSync(base).isDirectory())
    return path.join(base, 'tatqa_dataset_dev.json');
  return base;
}

/** "$ 1,452.4" -> 1452.4 with a matching format; "(43)" negative; "12.5%" -> 0.125. */
function asNumber(text: string): { n: number; fmt: string } | undefined {
  let t = text.replace(/[\s\u00a0]+/g, '');
  if (!t) return undefined;
  let neg = false;
  let sym = '';
  const m = /^(-)?([$€£¥])/.exec(t);
  if (m) {
    sym = m[2]!;
    if (m[1]) neg = true;
    t = t.slice(m[0].length);
  }
  if (/^\(.*\)$/.test(t)) {
    neg = !neg;
    t = t.slice(1, -1);
  }
  if (/^[$€£¥]/.test(t)) {
    sym = t[0]!;
    t = t.slice(1);
  }
  if (/^-/.test(t)) {
    neg = !neg;
    t = t.slice(1);
  }
  let pct = false;
  if (t.endsWith('%')) {
    pct = true;
    t = t.slice(0, -1);
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return undefined;
  const dec = t.includes('.') ? t.split('.')[1]!.length : 0;
  let n = Number(t.replace(/,/g, ''));
  if (pct) n = Number((n / 100).toPrecision(15));
  if (neg) n = -n;
  const frac = dec ? '.' + '0'.repeat(dec) : '';
  const base = `${sym}#,##0${frac}`;
  const fmt = pct ? `0${frac}%` : neg || text.includes('(') ? `${base};(${base})` : base;
  return { n, fmt };
}

export async function tableToXlsx(rows: string[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Table');
  rows.forEach((row, r) => {
    row.forEach((text, c) => {
      let t = text.trim();
      if (!t) return;
      if (/^\d( \d){3}$/.test(t)) t = t.replace(/ /g, '');
      const cell = ws.getCell(r + 1, c + 1);
      // header years stay as typed; other numbers become numbers
      const num = /^(19|20)\d{2}$/.test(t) ? undefined : asNumber(t);
      if (num && !/^[A-Za-z]/.test(t)) {
        cell.value = num.n;
        cell.numFmt = num.fmt;
      } else cell.value = t;
    });
  });
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

function goldNumber(x: string | number): number | undefined {
  if (typeof x === 'number') return x;
  const p = asNumber(x.trim());
  if (p) return p.fmt.endsWith('%') ? Number((p.n * 100).toPrecision(12)) : p.n;
  const plain = Number(x.replace(/[,$\s]/g, ''));
  return Number.isFinite(plain) && x.trim() !== '' ? plain : undefined;
}

function decimalsOf(x: number): number {
  const s = String(x);
  return s.includes('.') ? s.split('.')[1]!.length : 0;
}

function sameNum(pred: number, gold: number): boolean {
  const d = Math.min(Math.max(decimalsOf(gold), 2), 4);
  const f = 10 ** d;
  if (Math.round(pred * f) === Math.round(gold * f)) return true;
  return Math.abs(pred - gold) <= 0.5 / f + 1e-9;
}

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
}

type Verdict = 'right' | 'refused' | 'wrong';

export function judge(q: TatQuestion, a: Answer): Verdict {
  if (a.refused || a.figures.length === 0) return 'refused';
  const values = a.figures.map((f) => Number(f.value));
  const ats = a.figures.map((f) => f.at ?? '');
  const first = values[0]!;
  if (q.answer_type === 'arithmetic' || q.answer_type === 'count') {
    const g = goldNumber(q.answer as string | number);
    if (g === undefined) return 'wrong';
    return sameNum(first, g) ? 'right' : 'wrong';
  }
  // reports print negatives with the minus sign U+2212 ("−298"): it is the same number
  const golds = (Array.isArray(q.answer) ? q.answer : [String(q.answer)]).map((g) =>
    g.replace(/\u2212/g, '-'),
  );
  const matchText = (g: string): boolean => {
    const at = norm(ats[0] ?? '');
    const gs = norm(g);
    return at.length > 0 && (at === gs || (at.includes(gs) && gs.length >= 4));
  };
  const matchOne = (g: string, i: number): boolean => {
    // a year ("2019") answers "which year": compare with where the figure was found
    if (/^(19|20)\d{2}$/.test(g.trim()) && ats[0]) return matchText(g);
    const gn = /^[-$(\d.,%\s)]+$/.test(g.trim()) ? goldNumber(g) : undefined;
    if (gn !== undefined) {
      const v = values[i];
      return v !== undefined && sameNum(v, gn);
    }
    return matchText(g);
  };
  if (q.answer_type === 'span') return matchOne(golds[0] ?? '', 0) ? 'right' : 'wrong';
  // multi-span: every gold among the figures (values or where-labels)
  const ok = golds.every((g) => {
    if (/^(19|20)\d{2}$/.test(g.trim()) && ats.some((x) => x))
      return ats.some((x) => norm(x) === norm(g));
    const gn = /^[-$(\d.,%\s)]+$/.test(g.trim()) ? goldNumber(g) : undefined;
    if (gn !== undefined) return values.some((v) => sameNum(v, gn));
    const gs = norm(g);
    return ats.some((x) => norm(x) === gs || (gs.length >= 6 && norm(x).includes(gs)));
  });
  return ok ? 'right' : 'wrong';
}

async function main(): Promise<void> {
  const file = tatqaPath();
  if (!existsSync(file)) {
    console.error(`TAT-QA data not found at ${file}; set TATQA_PATH to the file or its folder.`);
    process.exitCode = 1;
    return;
  }
  const verbose = process.argv.includes('--verbose');
  const only = process.argv.find((a) => a.startsWith('--type='))?.slice(7);
  const data = JSON.parse(readFileSync(file, 'utf8')) as TatEntry[];
  const stats = new Map<string, Record<Verdict, number>>();
  const add = (k: string, v: Verdict): void => {
    const s = stats.get(k) ?? { right: 0, refused: 0, wrong: 0 };
    s[v] += 1;
    stats.set(k, s);
  };
  const times: number[] = [];
  let tables = 0;
  for (const entry of data) {
    const qs = entry.questions.filter(
      (q) => q.answer_from === 'table' && (!only || q.answer_type === only),
    );
    if (!qs.length) continue;
    const bytes = await tableToXlsx(entry.table.table);
    const wb = await ingestWorkbook(bytes);
    tables += 1;
    for (const q of qs) {
      const t0 = performance.now();
      const a = answerQuestion(wb, q.question);
      times.push(performance.now() - t0);
      const v = judge(q, a);
      add(q.answer_type, v);
      add('all', v);
      if (verbose && v !== 'right') {
        console.log(
          `[${v}] (${q.answer_type}) ${q.question}\n   gold: ${JSON.stringify(q.answer)} ${q.scale} ${q.derivation}\n   got: ${a.refused ? a.text.split('\n')[0] : `${a.figures[0]?.value} ${a.figures[0]?.at ?? ''} | ${a.figures[0]?.label}`}`,
        );
      }
    }
  }
  const pct = (n: number, d: number): string => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;
  console.log(`TAT-QA dev, table-only questions (${tables} tables) with the embedded engine:`);
  console.log('type        questions   right   refused   wrong');
  for (const k of ['arithmetic', 'span', 'multi-span', 'count', 'all']) {
    const s = stats.get(k);
    if (!s) continue;
    const n = s.right + s.refused + s.wrong;
    console.log(
      `${k.padEnd(12)}${String(n).padStart(9)}${pct(s.right, n).padStart(8)}${pct(s.refused, n).padStart(10)}${pct(s.wrong, n).padStart(8)}`,
    );
  }
  times.sort((a, b) => a - b);
  const p = (x: number): string =>
    (times[Math.min(times.length - 1, Math.floor((x / 100) * times.length))] ?? 0).toFixed(2);
  console.log(`answer latency p50 ${p(50)} ms, p95 ${p(95)} ms`);
  console.log(
    'Published (all question types, exact match): TagOp 50.1, TAT-LLM-70B 81.4, human 84.1.',
  );
}

if (require.main === module) void main();
