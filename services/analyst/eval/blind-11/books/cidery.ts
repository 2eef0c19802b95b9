/** A craft cidery: P&L by quarter with sections, "Total ..." lines, gross and net profit, FY column. */
import { money, pct, growth, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

export const cidery: BlindBookDef = {
  name: 'cidery',
  business: 'craft cidery (NZD)',
  shape: 'P&L with sections and Total lines, quarters across plus FY',
  build(wb, rnd) {
    const ws = wb.addWorksheet('P&L FY25');
    ws.addRow(['Windfall Cider Co.']);
    ws.addRow(['Profit & loss statement, year to 31 Dec 2025 (NZ$)']);
    ws.addRow([]);
    ws.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025']);
    const q = (lo: number, hi: number): bigint[] =>
      [0, 1, 2, 3].map(() => BigInt(rnd.int(lo, hi) * 100 + rnd.int(0, 99)));
    const line = (label: string, v: bigint[]): void =>
      void ws.addRow([label, ...v.map(cell), cell(sum(v))]);
    const rev = { taproom: q(18000, 42000), wholesale: q(30000, 90000), merch: q(1500, 6000) };
    const cogs = { apples: q(8000, 20000), packaging: q(6000, 15000), duty: q(4000, 9000) };
    const opex = {
      wages: q(22000, 30000),
      rent: [1, 1, 1, 1].map(() => 960000n),
      marketing: q(1000, 7000),
      utilities: q(1500, 4000),
    };
    const add = (xs: bigint[][]): bigint[] => [0, 1, 2, 3].map((i) => sum(xs.map((x) => x[i]!)));
    const tRev = add(Object.values(rev));
    const tCogs = add(Object.values(cogs));
    const gp = tRev.map((r, i) => r - tCogs[i]!);
    const tOpex = add(Object.values(opex));
    const net = gp.map((g, i) => g - tOpex[i]!);
    ws.addRow(['Revenue']);
    line('  Taproom sales', rev.taproom);
    line('  Wholesale', rev.wholesale);
    line('  Merchandise', rev.merch);
    line('Total revenue', tRev);
    ws.addRow([]);
    ws.addRow(['Cost of goods sold']);
    line('  Apples & juice', cogs.apples);
    line('  Bottles, cans & labels', cogs.packaging);
    line('  Excise duty', cogs.duty);
    line('Total cost of goods sold', tCogs);
    ws.addRow([]);
    line('Gross profit', gp);
    ws.addRow([]);
    ws.addRow(['Operating expenses']);
    line('  Wages', opex.wages);
    line('  Rent', opex.rent);
    line('  Marketing', opex.marketing);
    line('  Power & water', opex.utilities);
    line('Total operating expenses', tOpex);
    ws.addRow([]);
    line('Net profit', net);

    const FY = (v: bigint[]): bigint => sum(v);
    const a = asker('cidery');
    a.q('total revenue for the year', { value: money(FY(tRev)), means: 'Total revenue, FY 2025' });
    a.q('how did we do in q3', {
      value: [money(net[2]!), money(tRev[2]!)],
      means: 'Q3 net profit (the bottom line) or Q3 total revenue; both fair headlines',
    });
    a.q('gross margin for the year', {
      value: pct(FY(gp), FY(tRev)),
      means: 'FY gross profit / FY total revenue, percent',
    });
    a.q('net profit', { value: money(FY(net)), means: 'FY 2025 net profit' });
    a.q('what did duty cost us this year', {
      value: money(FY(cogs.duty)),
      means: 'Excise duty FY',
    });
    a.q('wholesale in q2', { value: money(rev.wholesale[1]!), means: 'Wholesale Q2' });
    a.q(
      'best quarter for sales',
      uniqueMax(tRev)
        ? {
            value: money(tRev[argmax(tRev)]!),
            at: `Q${argmax(tRev) + 1}`,
            means: 'quarter with highest Total revenue',
          }
        : refuse('tie'),
    );
    a.q('biggest overhead', {
      value: money(FY(opex.wages)),
      at: 'Wages',
      means: 'largest operating expense line FY (wages are 22k-30k a quarter, rent 9.6k)',
    });
    a.q('how much did taproom sales grow from q1 to q4 %', {
      value: growth(rev.taproom[0]!, rev.taproom[3]!),
      means: '(Q4-Q1)/Q1 taproom sales',
    });
    a.q('total opex h1', {
      value: money(tOpex[0]! + tOpex[1]!),
      means: 'Total operating expenses Q1+Q2',
    });
    a.q('what % of revenue goes on wages', {
      value: pct(FY(opex.wages), FY(tRev)),
      means: 'FY wages / FY total revenue',
    });
    a.q('cost of goods in the last quarter', {
      value: money(tCogs[3]!),
      means: 'Total cost of goods sold Q4',
    });
    a.q('merch sales', { value: money(FY(rev.merch)), means: 'Merchandise FY' });
    a.q('how many litres did we sell', refuse('no volumes on the sheet'));
    a.q(
      "what's eating our margin",
      refuse('ambiguous: no single figure; a fair answer asks which margin / cost'),
    );
    return {
      questions: a.list,
      checks: [
        { what: 'net = revenue - cogs - opex', a: FY(net), b: FY(tRev) - FY(tCogs) - FY(tOpex) },
      ],
    };
  },
};
