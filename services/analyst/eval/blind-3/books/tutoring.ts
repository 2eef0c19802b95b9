/**
 * Tutoring business (PHP): a multi-sheet book: one sheet per term (tutor, subject, sessions,
 * hours, rate per hour, fees billed, with a Total row), a Summary sheet adding the terms, and
 * a Rates sheet.
 */
import { meanCents, money } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const TUTORS: Array<[string, string, number]> = [
  ['Ms. Dizon', 'Math', 650],
  ['Mr. Ramos', 'Physics', 700],
  ['Ms. Lim', 'English', 550],
  ['Mr. Ocampo', 'Chemistry', 720],
  ['Ms. Santos', 'Filipino', 500],
  ['Mr. Tan', 'Math', 600],
  ['Ms. Cruz', 'Reading (K-3)', 450],
];
const TERMS = ['Term 1', 'Term 2', 'Term 3'];

export async function tutoring(): Promise<Blind3Book> {
  const rng = makeRng(13);
  interface Line {
    tutor: string;
    subject: string;
    sessions: number;
    hours: number;
    rate: bigint;
    fees: bigint;
  }
  const terms = TERMS.map(() =>
    TUTORS.map(([tutor, subject, rate]): Line => {
      const sessions = rng.int(18, 64);
      const halfHours = sessions * 2 + rng.int(0, sessions); // 1 to 1.5 hours a session
      return {
        tutor,
        subject,
        sessions,
        hours: halfHours / 2,
        rate: BigInt(rate * 100),
        fees: (BigInt(rate * 100) * BigInt(halfHours)) / 2n,
      };
    }),
  );
  const wb = newBook();
  const summary = new SheetWriter(wb.addWorksheet('Summary'), FMT.php);
  const totals: Blind3Book['totals'] = [];
  const termTotalRow: number[] = [];
  const firstRow: number[] = [];
  terms.forEach((rows, t) => {
    const S = TERMS[t]!;
    const w = new SheetWriter(wb.addWorksheet(S), FMT.php);
    w.add([`BrightMinds Tutorial Center - ${S}, SY 2025-2026`], { bold: true });
    w.blank();
    w.add(['Tutor', 'Subject', 'Sessions', 'Hours', 'Rate / hr', 'Fees billed'], { bold: true });
    const first = w.row + 1;
    firstRow.push(first);
    for (const r of rows) w.add([r.tutor, r.subject, r.sessions, r.hours, M(r.rate), M(r.fees)]);
    const last = w.row;
    const tr = w.add(
      [
        'Total',
        null,
        rows.reduce((s, r) => s + r.sessions, 0),
        rows.reduce((s, r) => s + r.hours, 0),
        null,
        M(bsum(rows.map((r) => r.fees))),
      ],
      { bold: true },
    );
    termTotalRow.push(tr);
    totals.push(
      { sheet: S, total: `F${tr}`, parts: `F${first}:F${last}` },
      { sheet: S, total: `C${tr}`, parts: `C${first}:C${last}` },
    );
  });
  const fees = terms.map((rows) => bsum(rows.map((r) => r.fees)));
  const sessions = terms.map((rows) => rows.reduce((s, r) => s + r.sessions, 0));
  summary.add(['BrightMinds Tutorial Center - school year 2025-2026'], { bold: true });
  summary.blank();
  summary.add(['Term', 'Sessions', 'Fees billed'], { bold: true });
  const sf = summary.row + 1;
  TERMS.forEach((t, i) => summary.add([t, sessions[i], M(fees[i]!)]));
  const st = summary.add(['School year', sessions.reduce((a, b) => a + b, 0), M(bsum(fees))], {
    bold: true,
  });
  totals.push({ sheet: 'Summary', total: `C${st}`, parts: `C${sf}:C${st - 1}` });
  const rates = new SheetWriter(wb.addWorksheet('Rates'), FMT.php);
  rates.add(['Tutor', 'Subject', 'Rate per hour'], { bold: true });
  for (const [t, s, r] of TUTORS) rates.add([t, s, M(r * 100)]);

  const bestTerm = argmax([0, 1, 2], (i) => fees[i]!);
  const top3 = argmax(terms[2]!, (r) => r.fees);
  const hours1 = terms[0]!.reduce((s, r) => s + r.hours, 0);
  const dizon = terms.map((rows) => rows[0]!);
  const ramosT1 = terms[0]![1]!;

  const { list, ask, refuse } = questionsFor('tutoring');
  ask('fees billed in term 2', { value: money(fees[1]!) }, 'Term 2 Total, Fees billed', {
    sheet: 'Term 2',
    range: `F${firstRow[1]}:F${termTotalRow[1]! - 1}`,
    op: 'sum',
  });
  ask(
    'total fees for the school year',
    { value: money(bsum(fees)) },
    'Summary, School year, Fees billed (= the three terms)',
    { sheet: 'Summary', range: `C${sf}:C${st - 1}`, op: 'sum' },
  );
  ask(
    'how many sessions did mr ramos do in term 1',
    { value: String(ramosT1.sessions) },
    'Term 1, Mr. Ramos, Sessions',
  );
  ask(
    'which tutor billed the most in term 3',
    { value: money(top3.fees), at: top3.tutor },
    'Term 3 tutor with the largest Fees billed',
  );
  ask('total hours term 1', { value: String(hours1) }, 'Term 1 Total, Hours', {
    sheet: 'Term 1',
    range: `D${termTotalRow[0]}`,
    op: 'value',
  });
  ask(
    'how many sessions this school year',
    { value: String(sessions.reduce((a, b) => a + b, 0)) },
    'Summary, School year, Sessions',
    { sheet: 'Summary', range: `B${sf}:B${st - 1}`, op: 'sum' },
  );
  ask('whats ms lim hourly rate', { value: money(55000n) }, 'Rates, Ms. Lim (same in each term)');
  ask(
    'average fee per session in term 2',
    { value: meanCents(fees[1]!, sessions[1]!) },
    'Term 2 fees / Term 2 sessions',
  );
  ask(
    'best term',
    { value: money(fees[bestTerm]!), at: TERMS[bestTerm] },
    'term with the largest Fees billed',
  );
  ask(
    'how much did ms dizon bill all year',
    { value: money(bsum(dizon.map((r) => r.fees))) },
    'Ms. Dizon, Fees billed, three terms added',
  );
  ask('term 3 fees', { value: money(fees[2]!) }, 'Term 3 Total, Fees billed', {
    sheet: 'Summary',
    range: `C${sf + 2}`,
    op: 'value',
  });
  ask(
    'math fees in term 1',
    { value: money(terms[0]![0]!.fees + terms[0]![5]!.fees) },
    'Term 1 Fees billed where Subject = Math (two tutors)',
  );
  ask('sessions in term 3', { value: String(sessions[2]) }, 'Term 3 Total, Sessions');
  refuse('how much did we pay the tutors', 'fees billed only; tutor pay is not in the book');
  refuse('how many students do we have', 'sessions, not students');
  refuse('term 4 fees', 'three terms only');

  return {
    name: 'tutoring',
    business: 'tutoring center',
    shape: 'multi-sheet: one sheet per term with totals, a Summary sheet, a Rates sheet',
    bytes: await toBytes(wb),
    questions: list,
    totals,
  };
}
