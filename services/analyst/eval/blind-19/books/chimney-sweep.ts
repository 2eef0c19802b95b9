/** Chimney sweep (₾): takings by month x service, text months "Jan-25", Total row and column. */
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  argMin,
  asker,
  cell,
  int,
  monthPlaces,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function chimneySweep(): BookSpec {
  const r = rng(SEED + 1);
  const services = ['Sweeping', 'Inspections', 'Cowl fitting', 'Liner repairs', 'Bird guards'];
  const base = [420000, 150000, 60000, 90000, 25000];
  const data = services.map((_, s) =>
    Array.from({ length: 12 }, (_, m) => {
      const season = m >= 8 || m <= 1 ? 2 : 1; // autumn/winter rush
      return int(r, base[s]! / 2, base[s]!) * season + int(r, 0, 99);
    }),
  );
  const rowTot = data.map((row) => sum(row));
  const colTot = Array.from({ length: 12 }, (_, m) => sum(data.map((row) => row[m]!)));
  const grand = sum(rowTot);
  const mLabel = (m: number): string => monthPlaces(m, 2025)[1]!;
  const rows: Cell[][] = [
    ['Ember & Flue Chimney Services'],
    ['Monthly takings by service, ₾'],
    [],
    [null, ...Array.from({ length: 12 }, (_, m) => mLabel(m)), 'Total'],
    ...services.map((s, i) => [s, ...data[i]!.map(cell), cell(rowTot[i]!)]),
    ['Total', ...colTot.map(cell), cell(grand)],
  ];
  const { qs, q } = asker('chimney-sweep');
  const best = argMax(colTot);
  const worstInsp = argMin(data[1]!);
  const topSvc = argMax(rowTot);
  q('total takings for the year?', { value: money(grand) }, 'grand total, all services, 12 months');
  q('how much did sweeping bring in this year', { value: money(rowTot[0]!) }, 'Sweeping row total');
  q('how did we do in march', { value: money(colTot[2]!) }, 'March column total, all services');
  q('best month', { at: monthPlaces(best, 2025) }, 'month with the largest column total');
  q(
    'worst month for inspections?',
    { at: monthPlaces(worstInsp, 2025) },
    'smallest Inspections cell',
  );
  q(
    'cowl fitting takings in Q2',
    { value: money(sum(data[2]!.slice(3, 6))) },
    'Cowl fitting Apr+May+Jun',
  );
  q(
    'what share of takings came from sweeping',
    { value: pct(rowTot[0]!, grand) },
    'Sweeping total / grand total, percent, 2 dp',
  );
  q('average monthly takings', { value: meanCents(grand, 12) }, 'grand total / 12');
  q(
    'which service earns us the most',
    { at: services[topSvc]! },
    'service with the largest row total',
  );
  q('liner repairs in october?', { value: money(data[3]![9]!) }, 'single cell');
  q(
    'how much did total takings grow from jan to dec',
    { value: growth(colTot[0]!, colTot[11]!) },
    'growth % = (Dec-Jan)/Jan of column totals',
  );
  q(
    'bird guards first half of the year',
    { value: money(sum(data[4]!.slice(0, 6))) },
    'Bird guards Jan..Jun',
  );
  q(
    'how much more did sweeping make than inspections',
    { value: money(rowTot[0]! - rowTot[1]!) },
    'Sweeping total minus Inspections total',
  );
  q(
    'how much profit did we make this year',
    refuse,
    'no costs on the sheet: profit cannot be known',
  );
  q('what were takings in 2024', refuse, 'only 2025 is on the sheet');
  q('how many chimneys did we sweep in june', refuse, 'takings only, no job counts');
  return {
    name: 'chimney-sweep',
    business: 'chimney sweep',
    sheets: [{ name: 'Takings 2025', rows }],
    questions: qs,
    checks: [['row totals = column totals', sum(rowTot), sum(colTot)]],
  };
}
