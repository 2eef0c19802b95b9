/**
 * A hostel's two-year comparison (₱ in thousands): months down, years as column headers,
 * Variance and Var % columns, a Total row; a second sheet with bed nights sold by month.
 * Figures in thousands are accepted either as written or scaled to pesos.
 */
import { BookKit, MON, MONTHS, int, type BuiltBook } from '../kit/kit';
import {
  argExtreme,
  divRound,
  growth,
  hundredths,
  money,
  total,
  uniqueExtreme,
} from '../kit/money';

export async function buildHostelTwoYear(): Promise<BuiltBook> {
  const k = new BookKit(
    'hostel-two-year',
    'hostel',
    'two-year comparison in thousands, plus bed nights sheet',
  );
  const season = [1.3, 1.2, 1.4, 1.5, 1.3, 0.8, 0.7, 0.75, 0.6, 0.8, 1.0, 1.45];
  // revenue in thousands of pesos, one decimal: kept as tenths (integers)
  const y24 = season.map((s) => Math.round(s * int(k.rng, 6000, 7000)));
  const y25 = y24.map((v) => v + int(k.rng, -900, 1500));
  const n24 = season.map((s) => Math.round(s * int(k.rng, 900, 1050)));
  const n25 = season.map((s) => Math.round(s * int(k.rng, 950, 1100)));
  const tenth = (t: number): number => t / 10;
  // a tenth of a thousand is 100 pesos = 10000 cents
  const kTxt = (tenths: number): string[] => [hundredths(tenths * 10), money(tenths * 10000)];

  const ws = k.wb.addWorksheet('Room revenue');
  ws.addRow(['Driftwood Hostel, El Nido']);
  ws.addRow(['Room revenue by month (PHP in thousands)']);
  ws.addRow([]);
  ws.addRow(['Month', 2024, 2025, 'Variance', 'Var %']);
  MONTHS.forEach((m, i) => {
    const r = ws.addRow([
      m,
      tenth(y24[i]!),
      tenth(y25[i]!),
      tenth(y25[i]! - y24[i]!),
      (y25[i]! - y24[i]!) / y24[i]!,
    ]);
    for (const c of [2, 3, 4]) r.getCell(c).numFmt = '#,##0.0';
    r.getCell(5).numFmt = '0.0%';
  });
  const t24 = total(y24);
  const t25 = total(y25);
  const tr = ws.addRow(['Total', tenth(t24), tenth(t25), tenth(t25 - t24), (t25 - t24) / t24]);
  for (const c of [2, 3, 4]) tr.getCell(c).numFmt = '#,##0.0';
  tr.getCell(5).numFmt = '0.0%';
  ws.addRow([]);
  ws.addRow(['Excludes tours and bar. Variance = 2025 - 2024.']);

  const ns = k.wb.addWorksheet('Bed nights');
  ns.addRow(['Bed nights sold']);
  ns.addRow(['Month', 'FY2024', 'FY2025']);
  MON.forEach((m, i) => ns.addRow([m, n24[i], n25[i]]));
  ns.addRow(['Total', total(n24), total(n25)]);

  const vari = y25.map((v, i) => v - y24[i]!);
  k.check('variance column adds up to the total variance', total(vari) === t25 - t24);
  k.check(
    'extremes unique',
    uniqueExtreme(y25, 'max') &&
      uniqueExtreme(vari, 'max') &&
      uniqueExtreme(y24, 'min') &&
      uniqueExtreme(n25, 'max'),
  );
  const best25 = argExtreme(y25, 'max');
  const bestVar = argExtreme(vari, 'max');
  const worst24 = argExtreme(y24, 'min');
  const bestN = argExtreme(n25, 'max');
  // revenue per bed night in pesos: tenths of thousands * 100 pesos = * 10000 cents
  const adr = hundredths(divRound(BigInt(t25) * 10000n, BigInt(total(n25))));

  k.ask('total room revenue in 2025', {
    value: kTxt(t25),
    means: 'Total row, 2025 (in thousands, or scaled to pesos)',
  });
  k.ask('compare this year to last', {
    value: [growth(t24, t25), ...kTxt(t25 - t24)],
    tol: 0.01,
    means: '(Total 2025 - Total 2024) / Total 2024 * 100, or the difference itself; both fair',
  });
  k.ask('july 2025 revenue', { value: kTxt(y25[6]!), means: 'July, 2025' });
  k.ask('best month this year', {
    value: kTxt(y25[best25]!),
    at: [MON[best25]!, MONTHS[best25]!],
    means: 'largest 2025 month',
  });
  k.ask('which month improved the most vs last year', {
    value: kTxt(vari[bestVar]!),
    at: [MON[bestVar]!, MONTHS[bestVar]!],
    means: 'largest Variance (2025 - 2024)',
  });
  k.ask('revenue in march 2024', { value: kTxt(y24[2]!), means: 'March, 2024' });
  k.ask('how did december compare to last year', {
    value: [...kTxt(vari[11]!), growth(y24[11]!, y25[11]!)],
    abs: true,
    tol: 0.01,
    means:
      'December 2025 - December 2024 (the Variance cell), or the same as a % of December 2024; both fair',
  });
  k.ask('how much more did we make this year than last', {
    value: kTxt(t25 - t24),
    abs: true,
    means: 'Total 2025 - Total 2024',
  });
  k.ask('average monthly revenue 2025', {
    value: [
      hundredths(divRound(BigInt(t25) * 10n, 12n)),
      money(Number(divRound(BigInt(t25) * 10000n, 12n))),
    ],
    means: 'Total 2025 / 12',
  });
  k.ask('Q3 2025 revenue', {
    value: kTxt(total(y25.slice(6, 9))),
    means: 'July + August + September 2025',
  });
  k.ask('worst month in 2024', {
    value: kTxt(y24[worst24]!),
    at: [MON[worst24]!, MONTHS[worst24]!],
    means: 'smallest 2024 month',
  });
  k.ask('how many months were down on last year', {
    value: String(vari.filter((v) => v < 0).length),
    means: 'count of months with negative Variance',
  });
  k.ask('bed nights sold in 2025', {
    value: String(total(n25)),
    means: 'Bed nights sheet, FY2025 total',
  });
  k.ask('busiest month for bed nights this year', {
    value: String(n25[bestN]!),
    at: [MONTHS[bestN]!, MON[bestN]!],
    means: 'largest FY2025 bed nights month',
  });
  k.ask('average revenue per bed night in 2025', {
    value: adr,
    tol: 0.01,
    means: 'Total 2025 revenue in pesos / total 2025 bed nights',
  });
  k.refuse('what was our occupancy rate in august', 'no bed capacity in the workbook');
  k.refuse('how did 2023 go', 'only 2024 and 2025 are in the workbook');
  return k.done();
}
