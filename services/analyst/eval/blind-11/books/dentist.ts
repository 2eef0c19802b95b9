/** A dental practice: fees by month (down) x treatment (across), Total column and Total row. */
import { money, pct, growth, meanCents, sum } from '../../expect';
import {
  argmax,
  argmin,
  asker,
  cell,
  MONTHS,
  MONTH_NAMES,
  refuse,
  uniqueMax,
  uniqueMin,
  type BlindBookDef,
} from '../kit';

const TREATMENTS = ['Check-ups', 'Fillings', 'Hygienist', 'Crowns', 'Whitening'] as const;

export const dentist: BlindBookDef = {
  name: 'dentist',
  business: 'dental practice (EUR)',
  shape: 'months x treatments, title lines, empty header label, Total column and row',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Fees 2025');
    ws.addRow(['Parkside Dental Care']);
    ws.addRow(['Fee income by treatment, 2025 (€)']);
    ws.addRow([]);
    ws.addRow(['', ...TREATMENTS, 'Total']);
    const grid = MONTHS.map(() =>
      TREATMENTS.map((_, j) => BigInt(rnd.int(1500, 9000) * (j + 2) * 10 + rnd.int(0, 99))),
    );
    const rowTot = grid.map((r) => sum(r));
    grid.forEach((r, i) => ws.addRow([MONTHS[i], ...r.map(cell), cell(rowTot[i]!)]));
    const colTot = TREATMENTS.map((_, j) => sum(grid.map((r) => r[j]!)));
    const grand = sum(rowTot);
    ws.addRow(['Total', ...colTot.map(cell), cell(grand)]);
    ws.addRow([]);
    ws.addRow(['Fees invoiced, before insurer adjustments.']);

    const a = asker('dentist');
    const best = argmax(rowTot);
    const worst = argmin(rowTot);
    a.q('what did the practice take in total in 2025', {
      value: money(grand),
      means: 'grand total of all treatment fees',
    });
    a.q('how did we do in march', { value: money(rowTot[2]!), means: 'March row total' });
    a.q(
      'best month?',
      uniqueMax(rowTot)
        ? {
            value: money(rowTot[best]!),
            at: MONTH_NAMES[best]!.slice(0, 3),
            means: 'month with highest row total',
          }
        : refuse('tie'),
    );
    a.q(
      'which month was quietest',
      uniqueMin(rowTot)
        ? {
            value: money(rowTot[worst]!),
            at: MONTH_NAMES[worst]!.slice(0, 3),
            means: 'month with lowest row total',
          }
        : refuse('tie'),
    );
    a.q('how much did crowns bring in this year', {
      value: money(colTot[3]!),
      means: 'Crowns column total',
    });
    a.q('whitening in july', { value: money(grid[6]![4]!), means: 'cell Jul x Whitening' });
    a.q('hygenist income Q2', {
      value: money(grid[3]![2]! + grid[4]![2]! + grid[5]![2]!),
      means: 'Hygienist Apr+May+Jun',
    });
    a.q('what share of fees came from fillings', {
      value: pct(colTot[1]!, grand),
      means: 'Fillings total / grand total, percent',
    });
    a.q('average monthly takings', {
      value: meanCents(grand, 12),
      means: 'grand total / 12 months',
    });
    a.q('how much did fees grow from january to december in %', {
      value: growth(rowTot[0]!, rowTot[11]!),
      means: '(Dec total - Jan total)/Jan total',
    });
    a.q(
      'which treatment earns us the most',
      uniqueMax(colTot)
        ? {
            value: money(colTot[argmax(colTot)]!),
            at: TREATMENTS[argmax(colTot)]!,
            means: 'treatment with highest column total',
          }
        : refuse('tie'),
    );
    a.q('total for the second half of the year', {
      value: money(sum(rowTot.slice(6))),
      means: 'Jul..Dec row totals',
    });
    a.q('check-ups in feb and mar combined', {
      value: money(grid[1]![0]! + grid[2]![0]!),
      means: 'Check-ups Feb + Mar',
    });
    a.q('how many patients did we see in may', refuse('the sheet holds fees, not patient counts'));
    a.q('what was our profit last year', refuse('no costs on the sheet; only 2025 fees'));
    return {
      questions: a.list,
      checks: [{ what: 'row totals sum = column totals sum', a: sum(rowTot), b: sum(colTot) }],
    };
  },
};
