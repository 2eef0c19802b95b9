/** A veg box scheme: two-year comparison, years as TEXT headers newest first, change and % columns. */
import { money, growth, pct, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const LINES = [
  'Small box',
  'Medium box',
  'Family box',
  'Fruit add-on',
  'Eggs add-on',
  'Bread add-on',
];

export const vegbox: BlindBookDef = {
  name: 'vegbox',
  business: 'veg box scheme (EUR)',
  shape: 'two-year comparison, text year headers newest first, variance and %',
  build(wb, rnd) {
    const ws = wb.addWorksheet('YoY');
    ws.addRow(['Groene Kist - box sales, year on year']);
    ws.addRow(['', '2025', '2024', 'Change €', 'Change %']);
    const rows = LINES.map(() => {
      const last = BigInt(rnd.int(800000, 4000000));
      const now = (last * BigInt(rnd.int(70, 145))) / 100n;
      return { now, last };
    });
    rows.forEach((r, i) =>
      ws.addRow([
        LINES[i],
        cell(r.now),
        cell(r.last),
        cell(r.now - r.last),
        Number(r.now - r.last) / Number(r.last),
      ]),
    );
    ws.getColumn(5).numFmt = '0.0%';
    const tn = sum(rows.map((r) => r.now));
    const tl = sum(rows.map((r) => r.last));
    ws.addRow(['Total', cell(tn), cell(tl), cell(tn - tl), Number(tn - tl) / Number(tl)]);
    ws.addRow(['Figures in euro incl. 9% VAT']);

    const changes = rows.map((r) => r.now - r.last);
    const a = asker('vegbox');
    a.q('compare this year to last', {
      value: [growth(tl, tn), money(tn - tl)],
      means:
        'total change 2025 vs 2024: percent (growth = (2025-2024)/2024) or amount; either is a fair headline',
    });
    a.q('total box sales this year', { value: money(tn), means: 'Total, 2025' });
    a.q('what did we sell last year', { value: money(tl), means: 'Total, 2024' });
    a.q('family box sales in 2024', { value: money(rows[2]!.last), means: 'Family box, 2024' });
    a.q('how much did medium boxes change in euros', {
      value: money(changes[1]!),
      means: 'Medium box 2025 - 2024',
    });
    a.q('growth of the eggs add-on %', {
      value: growth(rows[4]!.last, rows[4]!.now),
      means: '(2025-2024)/2024 for Eggs add-on',
    });
    a.q(
      'which line grew the most in euros',
      uniqueMax(changes)
        ? {
            value: money(changes[argmax(changes)]!),
            at: LINES[argmax(changes)]!,
            means: 'largest Change €',
          }
        : refuse('tie'),
    );
    a.q('what share of 2025 sales were add-ons', {
      value: pct(rows[3]!.now + rows[4]!.now + rows[5]!.now, tn),
      means: 'three add-on lines 2025 / total 2025',
    });
    a.q('small box this year', { value: money(rows[0]!.now), means: 'Small box, 2025' });
    a.q('how many lines went down vs last year', {
      value: String(changes.filter((c) => c < 0n).length),
      means: 'count of lines with negative change',
    });
    a.q(
      'which line did best',
      refuse('ambiguous: biggest sales, biggest growth in euros or in percent'),
    );
    a.q('how many subscribers did we lose', refuse('no subscriber counts'));
    a.q('bread add-on 2025 vs 2024 difference', {
      value: money(changes[5]!),
      means: 'Bread add-on change €',
    });
    return {
      questions: a.list,
      checks: [{ what: 'changes sum = total change', a: sum(changes), b: tn - tl }],
    };
  },
};
