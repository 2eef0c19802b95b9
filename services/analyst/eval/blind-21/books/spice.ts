/**
 * Spice importer/exporter (Kochi), a multi-sheet book: 'Exports' by country with years as number
 * columns newest first, in US$ thousands; 'Volumes' in tonnes; 'Notes'.
 */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  growth,
  hundredths as m,
  int,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function spice(): BlindBook {
  const r = rng(SEED + 14);
  const countries = ['UAE', 'Germany', 'USA', 'Japan', 'Netherlands', 'Saudi Arabia', 'Singapore'];
  const years = [2025, 2024, 2023];
  // values in US$ thousands, one decimal: stored as tenths
  const val = countries.map(() => years.map(() => int(r, 1_200, 48_000)));
  const ton = countries.map(() => years.map(() => int(r, 20, 900)));
  const wb = new ExcelJS.Workbook();
  const a = wb.addWorksheet('Exports');
  a.addRow(['Malabar Spice Traders Pvt Ltd']);
  a.addRow(['Export sales by destination']);
  a.addRow(['US$ in thousands']);
  a.addRow([]);
  a.addRow(['Destination', ...years]);
  countries.forEach((c, i) => a.addRow([c, ...val[i]!.map((t) => t / 10)]));
  const vt = years.map((_, k) => sum(val.map((x) => x[k]!)));
  a.addRow(['Total', ...vt.map((t) => Number(t) / 10)]);
  const b = wb.addWorksheet('Volumes');
  b.addRow(['Tonnes shipped']);
  b.addRow(['Destination', ...years.map(String)]);
  countries.forEach((c, i) => b.addRow([c, ...ton[i]!]));
  const tt = years.map((_, k) => sum(ton.map((x) => x[k]!)));
  b.addRow(['Total', ...tt.map(Number)]);
  const n = wb.addWorksheet('Notes');
  n.addRow(['Figures from shipping bills; 2023 restated.']);

  const out: BlindQuestion[] = [];
  const q = asker('spice', out);
  // tenths of a thousand = US$100; as dollars: tenths * 100; as cents: tenths * 10000
  const usd = (tenths: bigint | number): string[] => [
    m(BigInt(tenths) * 10_000n),
    m(BigInt(tenths) * 10n),
  ]; // dollars, or thousands as shown
  q(
    'total exports in 2025',
    'Total, 2025; US$ (thousands x 1000) or the thousands figure as shown',
    { value: usd(vt[0]!) },
  );
  q('which country buys the most from us', 'destination with the largest 2025 value', {
    at: countries[
      val
        .map((x) => x[0]!)
        .indexOf(
          argmax(
            val.map((x) => x[0]!),
            (x) => x,
          ),
        )
    ]!,
  });
  q(
    'how did exports change from 2024 to 2025 in %',
    'growth = (Total 2025 - Total 2024) / Total 2024',
    { value: growth(vt[1]!, vt[0]!), tol: PCT },
  );
  q('exports to germany in 2023', 'single cell', { value: usd(val[1]![2]!) });
  q(
    'how many tonnes did we ship last year',
    'Volumes Total, 2025 (the latest full year; "last year" from 2026-11-24)',
    { value: String(tt[0]) },
  );
  q('tonnes to japan 2024', 'single cell, Volumes', { value: String(ton[3]![1]) });
  q('what share of 2025 exports went to the UAE', 'UAE 2025 / Total 2025', {
    value: pct(val[0]![0]!, vt[0]!),
    tol: PCT,
  });
  const g = val.map((x) => x[0]! - x[1]!);
  q('which market grew the most in dollars from 2024 to 2025', 'largest 2025 - 2024 value', {
    at: countries[g.indexOf(argmax(g, (x) => x))]!,
  });
  q('total exports over the three years', 'sum of the three Total values', { value: usd(sum(vt)) });
  q(
    'average price per tonne to the usa in 2025',
    'USA value 2025 / USA tonnes 2025, US$ per tonne',
    {
      value: m(
        (BigInt(val[2]![0]!) * 10_000n * 1n + BigInt(ton[2]![0]!) / 2n) / BigInt(ton[2]![0]!),
      ),
      tol: 0.01,
    },
  );
  q('how much pepper did we export', 'no product split on any sheet', { refuse: true });
  q('exports in march 2025', 'annual figures only', { refuse: true });
  q('volume shipped to singapore, all years', 'Singapore tonnes 2023+2024+2025', {
    value: String(sum(ton[6]!)),
  });
  return {
    name: 'spice',
    business: 'spice exporter, US$ thousands, multi-sheet',
    workbook: wb,
    questions: out,
  };
}
