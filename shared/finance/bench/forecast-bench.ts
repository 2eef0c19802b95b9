/**
 * Engine speed: `npm run bench -w @fina/finance`. Prints the time of a
 * 12-month forecast (the example input) and of a 10-year monthly forecast
 * with 500 products and 200 employees, plus the documents.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeInvoice } from '../src/documents/invoice';
import { computePayroll } from '../src/documents/payroll';
import { forecast, forecastExact } from '../src/forecast/forecast';
import { bigForecastInput } from './big-input';

function time(label: string, runs: number, fn: () => unknown): void {
  for (let i = 0; i < Math.min(3, runs); i += 1) fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] as number;
  const min = samples[0] as number;
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(2).padStart(8)} ms   min ${min.toFixed(2).padStart(8)} ms   (${runs} runs)`,
  );
}

const example: unknown = JSON.parse(
  readFileSync(join(__dirname, '..', 'examples', 'forecast-input.json'), 'utf8'),
);
const big = bigForecastInput({ months: 120, products: 500, employees: 200 });

console.log(`node ${process.version}, ${new Date().toISOString()}`);
time('12-month forecast (examples/forecast-input.json)', 200, () => forecastExact(example));
time('12-month forecast, JSON form (minor-unit numbers)', 200, () => forecast(example));
time('10-year monthly forecast, 500 products, 200 employees', 20, () => forecastExact(big));
time('  same, JSON form', 20, () => forecast(big));
time('  same, JSON form + JSON.stringify', 10, () => JSON.stringify(forecast(big)));

const items = Array.from({ length: 1000 }, (_, i) => ({
  item: `Item ${i}`,
  quantity: String((i % 7) + 1),
  rate: `${i}.${String(i % 100).padStart(2, '0')}5`,
}));
time('invoice with 1,000 lines', 200, () =>
  computeInvoice({ currency: 'USD', items, discount_in_percent: '5', tax_in_percent: '12' }),
);
const employees = Array.from({ length: 200 }, (_, i) => ({
  name: `E${i}`,
  role: 'Staff',
  salary: String(20000 + i),
}));
time('payroll, 200 employees, 12 months', 200, () =>
  computePayroll({
    employees,
    payday: 'Every 15th and 30th of the month',
    start_month: '2026-01',
  }),
);
const size = JSON.stringify(forecast(big)).length;
console.log(`10-year forecast JSON size: ${(size / 1e6).toFixed(1)} MB`);
