import * as S from './src/pass53-shapes';
import { answerQuestion } from './src/answer';
const NOW = new Date('2026-12-07T12:00:00Z');
(async () => {
  const which = process.argv[2] ?? 'SUDS';
  const { wb, logs } = await S.monthLogBook((S as any)[which]);
  if (process.argv[3] === 'dump') {
    for (const s of wb.sheets) for (const t of s.tables) {
      console.log(s.name, t.title, t.layout, t.range, t.columns.map(c => `${c.label}:${c.role}:${c.type}`).join(' | '));
      console.log(t.rows.slice(0, 3).map(r => JSON.stringify({k: r.kind, p: r.period, l: r.label, c: r.cells})).join('\n'));
      console.log(t.rows.slice(-2).map(r => JSON.stringify({k: r.kind, p: r.period, l: r.label, c: r.cells})).join('\n'));
    }
  }
  console.log(logs.map(g => [g.sheet, S.monthTotal(g)]));
  const qs = process.argv.slice(4);
  for (const q of qs.length ? qs : ['what did we take in october', 'which month was best', 'compare november to october', 'how did we do on 14 november', 'what share of takings comes from the washers', 'how much did the washers make last month', 'average daily takings in november', 'how many days in october did we take more than $600', 'best day so far', 'what were our costs in october']) {
    const a = answerQuestion(wb, q, { now: NOW });
    console.log('Q:', q, '=>', a.refused ? 'REFUSED' : a.figures[0]?.value, '|', a.text.split('\n')[0].slice(0, 200));
  }
})();
