/**
 * Per-question verdicts of the TAT-QA dev bench as TSV (uid, type, verdict, question, expected,
 * got, whether the first sentence states the figure):
 * diff two runs to see which answers a change moved. Run: npx tsx bench/tatqa-dump.ts > out.tsv
 */
import { readFileSync } from 'node:fs';
import { answerQuestion } from '../src/answer';
import { ingestWorkbook } from '../src/ingest';
import { headlineFirst } from '../eval/owners/score';
import { judge, tatqaPath, tableToXlsx } from './tatqa';

interface Entry {
  table: { table: string[][] };
  questions: Array<Parameters<typeof judge>[0] & { uid: string }>;
}

async function main(): Promise<void> {
  const data = JSON.parse(readFileSync(tatqaPath(), 'utf8')) as Entry[];
  for (const e of data) {
    const qs = e.questions.filter((q) => q.answer_from === 'table');
    if (!qs.length) continue;
    const wb = await ingestWorkbook(await tableToXlsx(e.table.table));
    for (const q of qs) {
      const a = answerQuestion(wb, q.question);
      const got = a.refused
        ? `REFUSED ${a.text.split('\n')[0]!.replace(/^I can't answer that from this workbook: /, '')}`
        : `${a.figures[0]?.value} @${a.figures[0]?.at ?? ''} | ${a.figures[0]?.label}`;
      console.log(
        [
          q.uid,
          q.answer_type,
          judge(q, a),
          q.question.replace(/\s+/g, ' '),
          JSON.stringify(q.answer),
          got.replace(/\s+/g, ' '),
          headlineFirst(a) ? 'headline' : `NO-HEADLINE ${a.kind}: ${a.text.split('\n')[0]}`,
        ].join('\t'),
      );
    }
  }
}
void main();
