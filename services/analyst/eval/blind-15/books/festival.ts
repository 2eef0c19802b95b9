/**
 * Festival organiser, Danish kroner (DKK): a multi-sheet book. "Events" (one row per event:
 * date, venue, tickets sold, ticket price, ticket revenue), "Costs" (a log: event, cost
 * type, amount) and "Summary" (revenue, costs, result per event, a total row).
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'festival';
const EVENTS = [
  'Harbour Jazz Night',
  'Folk i Parken',
  'Electronic Warehouse',
  'Kids Summer Stage',
  'Autumn Blues',
  'Nordic Indie Day',
];
const TYPES = ['Artist fees', 'Stage & sound', 'Security', 'Marketing', 'Venue hire'];
const r = rng(13);
const events = EVENTS.map((name, i) => {
  const tickets = r.int(180, 2400);
  const price = r.int(9, 65) * 1000;
  return {
    name,
    date: new Date(Date.UTC(2025, 4 + i, r.int(1, 28))),
    venue: r.pick(['Refshaleøen', 'Fælledparken', 'Pumpehuset']),
    tickets,
    price,
    revenue: tickets * price,
  };
});
const costs = events.flatMap((e) =>
  TYPES.filter(() => r.int(0, 9) < 8).map((type) => ({
    event: e.name,
    type,
    amount: r.int(4000, 160000) * 100,
  })),
);
const costOf = (ev: string): number =>
  Number(sum(costs.filter((c) => c.event === ev).map((c) => c.amount)));
const result = events.map((e) => e.revenue - costOf(e.name));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ev = wb.addWorksheet('Events');
  ev.addRow(['Event', 'Date', 'Venue', 'Tickets sold', 'Ticket price', 'Ticket revenue']);
  events.forEach((e) =>
    ev.addRow([e.name, e.date, e.venue, e.tickets, cell(e.price), cell(e.revenue)]),
  );
  ev.getColumn(2).numFmt = 'd mmm yyyy';
  const co = wb.addWorksheet('Costs');
  co.addRow(['Costs per event 2025 (DKK)']);
  co.addRow(['Event', 'Cost type', 'Amount']);
  costs.forEach((c) => co.addRow([c.event, c.type, cell(c.amount)]));
  const su = wb.addWorksheet('Summary');
  su.addRow(['Season 2025 summary, DKK']);
  su.addRow([]);
  su.addRow(['Event', 'Revenue', 'Costs', 'Result']);
  events.forEach((e, i) =>
    su.addRow([e.name, cell(e.revenue), cell(costOf(e.name)), cell(result[i]!)]),
  );
  su.addRow([
    'Season total',
    cell(sum(events.map((e) => e.revenue))),
    cell(sum(costs.map((c) => c.amount))),
    cell(sum(result)),
  ]);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const su = wb.getWorksheet('Summary')!;
  const co = wb.getWorksheet('Costs')!;
  return same(
    'season costs vs cost log',
    readCents(su, `C${4 + events.length}`),
    sumColumn(co, 'C', 3, 2 + costs.length),
  );
}

const { ask, questions } = asker(NAME);
const rev = Number(sum(events.map((e) => e.revenue)));
const cst = Number(sum(costs.map((c) => c.amount)));
const best = result.indexOf(Math.max(...result));
const worst = result.indexOf(Math.min(...result));
const mostTickets = events.reduce((a, b) => (b.tickets > a.tickets ? b : a));
const artist = Number(sum(costs.filter((c) => c.type === 'Artist fees').map((c) => c.amount)));

ask(
  'total ticket revenue this season',
  { value: money(rev) },
  'sum of Ticket revenue (= Summary Season total revenue)',
);
ask(
  'what did the season cost us',
  { value: money(cst) },
  'Season total costs (= sum of the cost log)',
);
ask('did we make money overall', { value: money(rev - cst) }, 'Season total Result');
ask(
  'which event made the most',
  { value: money(result[best]!), at: events[best]!.name },
  'event with the highest Result',
);
ask(
  'which festival lost the most',
  { value: money(result[worst]!), at: events[worst]!.name },
  'event with the lowest Result',
);
ask(
  'how many tickets did we sell in total',
  { value: String(events.reduce((s, e) => s + e.tickets, 0)) },
  'sum of Tickets sold',
);
ask(
  'best selling event',
  { value: String(mostTickets.tickets), at: mostTickets.name },
  'most Tickets sold',
);
ask(
  'what did we pay artists',
  { value: money(artist) },
  'Amount where Cost type = Artist fees, all events',
);
// the first event whose cost log has a Security line (each event has at most one)
const guarded = costs.find((c) => c.type === 'Security')!;
ask(
  `security costs for ${guarded.event}`,
  { value: money(guarded.amount) },
  `Costs sheet: the Security line of ${guarded.event}`,
);
ask(
  'ticket price for autumn blues',
  { value: money(events[4]!.price) },
  'Ticket price, Autumn Blues',
);
ask(
  'artist fees as % of total costs',
  { value: pct(artist, cst) },
  'Artist fees / season costs * 100',
);
ask(
  'total costs for folk i parken',
  { value: money(costOf('Folk i Parken')) },
  'Summary Costs for Folk i Parken',
);
ask(
  'average ticket revenue per event',
  { value: meanCents(rev, events.length) },
  'season ticket revenue / 6 events, to the øre',
);
ask(
  'how many people came to kids summer stage',
  { value: String(events[3]!.tickets) },
  'Tickets sold, Kids Summer Stage (attendance = tickets, free entries not recorded)',
);
ask('what did we make on bar sales', { refuse: true }, 'no bar sales anywhere in the book');
ask(
  'which venue is cheapest to hire',
  { refuse: true },
  'venue hire is per event, venues repeat and costs mix events: no fair single answer',
);

export const festival: BlindBook = {
  name: NAME,
  about:
    'festival organiser, DKK, multi-sheet book: events, a cost log and a summary with a total row',
  build,
  questions,
  verify,
};
