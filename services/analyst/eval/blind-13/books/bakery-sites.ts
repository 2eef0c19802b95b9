/**
 * A bakery café chain with three sites (NZ$): takings by month x site, months as text "Jan-25",
 * a Total column and a Total row at the bottom, two title lines and a blank line above the header.
 */
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  argmax,
  argmin,
  ask,
  cell,
  int,
  MON,
  monthPlaces,
  rng,
  toBytes,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../kit';

const NAME = 'bakery-sites';
const r = rng(1);
const SITES = ['Ponsonby', 'Kingsland', 'Mt Eden'] as const;
/** takings[site][month] in cents */
const takings = SITES.map((_, s) =>
  MON.map((_, m) =>
    BigInt(int(r, 2_800_000, 4_600_000) + s * 350_000 + m * 41_000 + int(r, 0, 99)),
  ),
);
const monthTotals = MON.map((_, m) => sum(SITES.map((_, s) => takings[s]![m]!)));
const siteTotals = SITES.map((_, s) => sum(takings[s]!));
const grand = sum(monthTotals);
const bestMonth = argmax(monthTotals);
const bestSite = argmax(siteTotals);
const ponWorst = argmin(takings[0]!);
if (!uniqueMax(monthTotals) || !uniqueMax(siteTotals) || !uniqueMin(takings[0]!))
  throw new Error(`${NAME}: tie`);

export const bakerySites: BlindBook = {
  name: NAME,
  business: 'bakery café chain, 3 sites',
  shape: 'months x sites, Total column and row, title lines',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Takings 2025');
      ws.addRow(['Crumb & Co Bakery Cafés — takings by site']);
      ws.addRow(['NZ$, GST exclusive']);
      ws.addRow([]);
      ws.addRow(['Month', ...SITES, 'Total']);
      MON.forEach((mon, m) => {
        ws.addRow([
          `${mon}-25`,
          ...SITES.map((_, s) => cell(takings[s]![m]!)),
          cell(monthTotals[m]!),
        ]);
      });
      ws.addRow(['Total', ...siteTotals.map(cell), cell(grand)]);
    }),
  checks: [{ what: 'site totals sum to month totals', a: sum(siteTotals), b: grand }],
  questions: ask(NAME, [
    [
      'what were our total takings for 2025',
      { value: money(grand), means: 'sum of all sites, all months (= Total row, Total column)' },
    ],
    [
      'best month?',
      { at: monthPlaces(bestMonth), means: 'month with the largest all-sites total' },
    ],
    [
      'which cafe brings in the most',
      { at: SITES[bestSite], means: 'site with the largest yearly total' },
    ],
    [
      'how did we do in March',
      { value: money(monthTotals[2]!), means: 'March, all sites together' },
    ],
    [
      'Kingsland total for the year',
      { value: money(siteTotals[1]!), means: 'Kingsland, sum of 12 months' },
    ],
    [
      'how much did we take in Q2',
      { value: money(sum(monthTotals.slice(3, 6))), means: 'Apr+May+Jun, all sites' },
    ],
    [
      'how much did sales grow from january to december in %',
      {
        value: growth(monthTotals[0]!, monthTotals[11]!),
        means: '(Dec total - Jan total) / Jan total * 100, all sites',
      },
    ],
    ['average monthly takings', { value: meanCents(grand, 12), means: 'grand total / 12 months' }],
    ['Mt Eden sales in August', { value: money(takings[2]![7]!), means: 'one cell' }],
    ['worst month for ponsonby', { at: monthPlaces(ponWorst), means: 'Ponsonby column minimum' }],
    [
      'what share of takings came from Ponsonby (%)',
      { value: pct(siteTotals[0]!, grand), means: 'Ponsonby year / grand total * 100' },
    ],
    [
      'how much more did ponsonby make than mt eden this year',
      { value: money(siteTotals[0]! - siteTotals[2]!), means: 'Ponsonby year - Mt Eden year' },
    ],
    [
      'takings for the second half of the year',
      { value: money(sum(monthTotals.slice(6))), means: 'Jul..Dec, all sites' },
    ],
    ['what was our profit last year', { refuse: true, means: 'no costs on the sheet' }],
    ['how many customers did kingsland serve', { refuse: true, means: 'no customer counts' }],
  ]),
};
