/**
 * The lead's fixes after merging passes 50–52 (issue 13): wrong figures the merge gave on sets
 * already seen. Each test fails with its fix taken out.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import { bookOf } from './pass5-shapes';
import { ask, expectValue } from './pass-expect';

describe('aged receivables: a customer owing nothing is up to date', () => {
  it('counts every customer with nothing past Current', async () => {
    const debtors: Array<[string, number, number, number, number]> = [
      ['Alder & Co', 1200, 300, 0, 0],
      ['Birch Ltd', 0, 0, 0, 0],
      ['Cedar Studio', 450, 0, 0, 0],
      ['Damson Cafe', 0, 0, 220, 80],
      ['Elm Dental', 0, 640, 0, 0],
    ];
    const rows = [
      ['Aged Receivables as at 30 Nov 2026'],
      ['Customer', 'Current', '1-30', '31-60', '61-90', 'Total'],
      ...debtors.map((d) => [...d, d[1] + d[2] + d[3] + d[4]]),
      [
        'Total',
        ...[1, 2, 3, 4].map((i) => debtors.reduce((s, d) => s + (d[i] as number), 0)),
        debtors.reduce((s, d) => s + d[1] + d[2] + d[3] + d[4], 0),
      ],
    ];
    const wb = await bookOf([{ name: 'AR Aging', rows }]);
    const upToDate = debtors.filter((d) => d[2] === 0 && d[3] === 0 && d[4] === 0);
    expectValue(wb, 'how many customers are fully current', upToDate.length);
    expect(ask(wb, 'how many customers are fully current').text).toMatch(/1 of them owes nothing/);
    expectValue(
      wb,
      'how many customers owe us money',
      debtors.filter((d) => d[1] + d[2] + d[3] + d[4] > 0).length,
    );
  });
});

describe('job costing: a client with several jobs is one client', () => {
  const jobs: Array<[string, string, number, number]> = [
    ['J-101', 'Harbour Motel', 2400, 1700],
    ['J-102', 'P. Nguyen', 3100, 2000],
    ['J-103', 'Harbour Motel', 1800, 1200],
    ['J-104', 'Kelburn Dental', 900, 600],
    ['J-105', 'Harbour Motel', 1500, 1100],
  ];
  const book = () =>
    bookOf([
      {
        name: 'Jobs',
        rows: [
          ['Job #', 'Client', 'Quoted', 'Total cost', 'Margin'],
          ...jobs.map((j) => [j[0], j[1], j[2], j[3], j[2] - j[3]]),
        ],
      },
    ]);
  const byClient = (f: (j: (typeof jobs)[number]) => number) => {
    const m = new Map<string, number>();
    for (const j of jobs) m.set(j[1], (m.get(j[1]) ?? 0) + f(j));
    return [...m].sort((a, b) => b[1] - a[1])[0]!;
  };

  it('"brought in" is the quotes added by client', async () => {
    const wb = await book();
    const [who, v] = byClient((j) => j[2]);
    expect(who).toBe('Harbour Motel');
    expectValue(wb, 'which client brought in the most money', v, who);
  });

  it('"made the most" is the margins added by client', async () => {
    const wb = await book();
    const [who, v] = byClient((j) => j[2] - j[3]);
    // one job of P. Nguyen has the biggest margin; Harbour Motel's three make more
    expect(who).toBe('Harbour Motel');
    expectValue(wb, 'which client made the most money', v, who);
  });
});

describe('a price list: "lines" of a category are its rows, not its stock', () => {
  it('counts the rows of the category named', async () => {
    const items: Array<[string, string, number, number, number]> = [
      ["Levi's 501", 'Denim', 22, 65, 4],
      ['Lee Storm Rider', 'Denim', 30, 90, 2],
      ['Silk scarf', 'Accessories', 5, 25, 9],
      ['Denim jacket', 'Denim', 28, 85, 6],
      ['Leather belt', 'Accessories', 6, 30, 12],
      ['Tea dress', 'Dresses', 14, 48, 3],
    ];
    const wb = await bookOf([
      {
        name: 'Price list',
        rows: [['Item', 'Category', 'Cost', 'Price', 'On rail'], ...items],
      },
    ]);
    const denim = items.filter((i) => i[1] === 'Denim');
    expectValue(wb, 'how many denim lines have we got', denim.length);
    expectValue(
      wb,
      'how many denim have we got',
      denim.reduce((s, i) => s + i[4], 0),
    );
  });
});

// a small seeded generator, so the figures vary but every run is the same
const seq = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('owners write amounts short: "$10k" is $10,000', () => {
  it('a gifts log counts the gifts over the amount, never the months', async () => {
    const r = seq(7);
    const gifts = Array.from({ length: 40 }, (_, i) => ({
      date: new Date(Date.UTC(2026, Math.floor(i / 4), 1 + (i % 4) * 7)),
      donor: `Donor ${i + 1}`,
      amount: Math.round(r() * 1800 + 50),
    }));
    const wb = await bookOf([
      {
        name: 'Donations',
        rows: [['Date', 'Donor', 'Amount'], ...gifts.map((g) => [g.date, g.donor, g.amount])],
      },
    ]);
    const over = (n: number) => gifts.filter((g) => g.amount > n).length;
    expectValue(wb, 'how many donations over $500', over(500));
    expectValue(wb, 'how many donations were over $1k', over(1000));
  });
});

describe('the thing asked is the thing named', () => {
  const products = ['Kenya AA 250g', 'Colombia Huila 250g', 'Brazil Cerrado 1kg'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May'];
  const sales = [
    [900, 1200, 800, 1500, 1100],
    [700, 650, 900, 500, 800],
    [1300, 1250, 1400, 1600, 1900],
  ];

  it('"lowest spending month" is a month, never a vendor', async () => {
    const wb = await bookOf([
      {
        name: 'Expenses by Vendor',
        rows: [['Vendor', ...months], ...products.map((p, i) => [p, ...sales[i]!])],
      },
    ]);
    const a = ask(wb, 'lowest spending month');
    expect(a.refused || months.some((m) => (a.figures[0]!.at ?? '').includes(m))).toBe(true);
    if (a.refused) return;
    const totals = months.map((_, i) => sales.reduce((s, row) => s + row[i]!, 0));
    expect(Number(a.figures[0]!.value)).toBe(Math.min(...totals));
  });

  it('"how many staff did overtime" never counts every employee', async () => {
    const staff: Array<[string, number, number]> = [
      ['Aoife', 2400, 0],
      ['Brian', 2100, 180],
      ['Ciara', 2650, 0],
      ['Dara', 1900, 95],
      ['Eimear', 2300, 0],
    ];
    const wb = await bookOf([
      {
        name: 'Payroll',
        rows: [['Employee', 'Basic pay', 'Overtime'], ...staff.map((s) => [...s])],
      },
    ]);
    const a = ask(wb, 'how many staff did overtime');
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBe(staff.filter((s) => s[2] > 0).length);
  });

  it('"how many boxes have we delivered in total" adds Boxes delivered, every status', async () => {
    const status = ['Active', 'Active', 'Paused', 'Active', 'Cancelled', 'Active', 'Active'];
    const subs = status.map((st, i) => [
      `S${100 + i}`,
      `Subscriber ${i + 1}`,
      i % 2 ? 'Small' : 'Large',
      i % 2 ? 28 : 42,
      st,
      10 + i * 7,
    ]);
    const wb = await bookOf([
      {
        name: 'Subscribers',
        rows: [['Sub ID', 'Name', 'Box', 'Price per box $', 'Status', 'Boxes delivered'], ...subs],
      },
    ]);
    expectValue(
      wb,
      'how many boxes have we delivered in total',
      subs.reduce((s, r) => s + (r[5] as number), 0),
    );
  });
});

describe('an asset register in Singapore dollars written S$#,##0.00 (no quotes)', () => {
  it('reads the money as money, shown as S$', async () => {
    // ID, description, bought, cost, life, acc dep b/f, charge, acc dep c/f, NBV
    const assets: Array<[string, string, Date, number, number, number, number]> = [
      [
        'BSS-001',
        'Neve 8424 console',
        new Date(Date.UTC(2022, 2, 14)),
        118533.77,
        8,
        49389.07,
        14816.72,
      ],
      [
        'BSS-002',
        'Apollo interfaces',
        new Date(Date.UTC(2023, 7, 12)),
        15478.7,
        5,
        12382.96,
        3095.74,
      ],
      ['BSS-003', 'Vocal booth', new Date(Date.UTC(2019, 4, 2)), 9200, 5, 9200, 0],
      ['BSS-004', 'Monitors', new Date(Date.UTC(2024, 4, 5)), 11962.49, 5, 2791.25, 2392.5],
    ];
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('FAR FY26');
    ws.addRow(['Fixed asset register, financial year to 30 June 2026 (S$)']);
    ws.addRow([
      'Asset ID',
      'Description',
      'Date acquired',
      'Cost',
      'Life (yrs)',
      'Acc dep b/f',
      'Charge FY26',
      'Acc dep c/f',
      'NBV 30 Jun 2026',
    ]);
    for (const [id, d, at, cost, life, bf, charge] of assets)
      ws.addRow([
        id,
        d,
        at,
        cost,
        life,
        bf,
        charge,
        bf + charge,
        Math.round((cost - bf - charge) * 100) / 100,
      ]);
    ws.getColumn(3).numFmt = 'dd/mm/yyyy';
    for (const c of [4, 6, 7, 8, 9]) ws.getColumn(c).numFmt = 'S$#,##0.00';
    const wb = await ingestWorkbook(new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer));
    const a = ask(wb, 'what did we pay for the neve console');
    expect(a.refused).toBe(false);
    expect(Number(a.figures[0]!.value)).toBe(118533.77);
    expect(a.figures[0]!.display).toBe('S$118,533.77');
    const nil = assets.filter(([, , , cost, , bf, charge]) => Math.abs(cost - bf - charge) < 0.005);
    expectValue(wb, 'how many assets are fully depreciated', nil.length);
  });
});

describe('budget vs actual: "furthest behind budget" is the line most short of it', () => {
  it('ranks the revenue lines by the most negative variance', async () => {
    const revenue: Array<[string, number, number]> = [
      ['Food sales', 41800, 45114.74],
      ['Beverage sales', 30400, 29621.76],
      ['Catering', 5700, 4043.36],
    ];
    const costs: Array<[string, number, number]> = [
      ['Wages', 21000, 22950.1],
      ['Rent', 6500, 6500],
    ];
    const line = ([n, b, a]: [string, number, number]) => [
      n,
      b,
      a,
      Math.round((a - b) * 100) / 100,
    ];
    const total = (name: string, ls: Array<[string, number, number]>) =>
      line([name, ls.reduce((s, l) => s + l[1], 0), ls.reduce((s, l) => s + l[2], 0)]);
    const wb = await bookOf([
      {
        name: 'Budget vs Actual',
        rows: [
          ['November 2026 - Budget vs Actual. Variance = Actual - Budget.'],
          ['Account', 'Budget', 'Actual', 'Variance'],
          ['Revenue'],
          ...revenue.map(line),
          total('Total revenue', revenue),
          ['Operating expenses'],
          ...costs.map(line),
          total('Total operating expenses', costs),
        ],
      },
    ]);
    const behind = [...revenue].sort((x, y) => x[2] - x[1] - (y[2] - y[1]))[0]!;
    expectValue(
      wb,
      'which revenue line is furthest behind budget',
      Math.round((behind[2] - behind[1]) * 100) / 100,
      behind[0],
    );
  });
});

describe('a P&L of two years side by side, the latest first', () => {
  const lines: Array<[string, number, number]> = [
    ['Marquee hire', 410046, 369921],
    ['Furniture hire', 95429, 89200],
    ['Event fees', 29731, 43557],
  ];
  const book = () =>
    bookOf([
      {
        name: 'Detailed P&L',
        rows: [
          ['Detailed profit and loss account for the year ended 31 March 2026'],
          ['', '2026', '2025'],
          ['Turnover'],
          ...lines.map((l) => [...l]),
          ['Total turnover', ...[1, 2].map((i) => lines.reduce((s, l) => s + (l[i] as number), 0))],
        ],
      },
    ]);
  const turnover = (i: 1 | 2) => lines.reduce((s, l) => s + l[i], 0);

  it('"the latest year" is 2026, never the year before', async () => {
    const wb = await book();
    expectValue(wb, 'what was turnover in the latest year', turnover(1));
    expectValue(wb, 'what was turnover in the most recent year', turnover(1));
  });

  it('a share with no year named is the latest year, said so', async () => {
    const wb = await book();
    const a = ask(wb, 'what share of turnover is marquee hire');
    expect(Number(a.figures[0]!.value)).toBeCloseTo((lines[0]![1] / turnover(1)) * 100, 2);
    expect(a.text).toMatch(/the latest year; 2025 is beside it/);
    // an amount with no year is asked back (pass 7), a section of lines as a single line
    expect(ask(wb, 'what was turnover').text).toMatch(/compares 2026 and 2025; name the year/);
  });

  it('"what percentage of income goes on wages" is never wages over their own section', async () => {
    const wb = await bookOf([
      {
        name: 'Profit and Loss',
        rows: [
          ['', 'Jul', 'Aug', 'Total'],
          ['Trading Income'],
          ['Patient fees', 90000, 95000, 185000],
          ['Total Trading Income', 90000, 95000, 185000],
          ['Operating Expenses'],
          ['Wages and Salaries', 38000, 38000, 76000],
          ['Rent', 9000, 9000, 18000],
          ['Total Operating Expenses', 47000, 47000, 94000],
        ],
      },
    ]);
    const a = ask(wb, 'what percentage of income goes on wages');
    // wages ÷ income (41.08%) or a refusal; wages ÷ operating expenses (80.85%) never
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBeCloseTo((76000 / 185000) * 100, 2);
    else expect(a.text).toMatch(/share of income/);
  });
});
