/** Property tests for the documents: sums to the cent against an independent reference. */
import fc from 'fast-check';
import { computeInvoice } from '../src/documents/invoice';
import { computePayroll, PAYDAY_OPTIONS } from '../src/documents/payroll';
import type { PaydayOption } from '../src/documents/payroll';
import { computeBalanceSheet } from '../src/documents/balance-sheet';
import { allocateByWeights, allocateEvenly, splitWithRemainderLast } from '../src/money/allocate';
import { wizardProgress } from '../src/wizard/progress';

/** Reference half-up for non-negative rationals n/d, written differently from the engine's. */
const ref = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
/** "123.4567" → [coefficient, scale] */
const dec = (text: string): [bigint, bigint] => {
  const [i, f = ''] = text.split('.');
  return [BigInt(`${i}${f}`), 10n ** BigInt(f.length)];
};
const decimalText = (maxInt: number, digits: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** digits - 1 }))
    .map(([i, f]) => (digits === 0 ? String(i) : `${i}.${String(f).padStart(digits, '0')}`));

describe('invoice totals (fast-check)', () => {
  it('match an independent computation to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: decimalText(1000, 3), rate: decimalText(100000, 4) }), {
          maxLength: 20,
        }),
        decimalText(99, 2),
        decimalText(99, 3),
        decimalText(1000, 2),
        (items, discount, tax, shipping) => {
          const f = computeInvoice({
            items,
            discount_in_percent: discount,
            tax_in_percent: tax,
            shipping_cost: shipping,
          });
          let subTotal = 0n;
          items.forEach((item, i) => {
            const [q, qs] = dec(item.quantity);
            const [r, rs] = dec(item.rate);
            const line = ref(q * r * 100n, qs * rs);
            expect(BigInt(f.lines[i]!.amount.minor)).toBe(line);
            subTotal += line;
          });
          expect(BigInt(f.sub_total.minor)).toBe(subTotal);
          const [d, ds] = dec(discount);
          const discountMinor = ref(subTotal * d, 100n * ds);
          const [t, ts] = dec(tax);
          const taxMinor = ref((subTotal - discountMinor) * t, 100n * ts);
          const [s, ss] = dec(shipping);
          const total = subTotal - discountMinor + taxMinor + (s * 100n) / ss;
          expect(BigInt(f.discount.minor)).toBe(discountMinor);
          expect(BigInt(f.tax.minor)).toBe(taxMinor);
          expect(BigInt(f.total.minor)).toBe(total);
          expect(f.balance_due.minor).toBe(f.total.minor);
          expect(f.total.amount).toBe(`${total / 100n}.${String(total % 100n).padStart(2, '0')}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('balance due = total − amount paid for any amount paid up to the total', () => {
    fc.assert(
      fc.property(
        decimalText(500, 2),
        decimalText(50, 2),
        fc.integer({ min: 0, max: 100 }),
        (rate, tax, pct) => {
          const total = computeInvoice({
            items: [{ quantity: 3, rate }],
            tax_in_percent: tax,
          }).total;
          const paid = (BigInt(total.minor) * BigInt(pct)) / 100n;
          const f = computeInvoice({
            items: [{ quantity: 3, rate }],
            tax_in_percent: tax,
            amount_paid: `${paid / 100n}.${String(paid % 100n).padStart(2, '0')}`,
          });
          expect(BigInt(f.balance_due.minor)).toBe(BigInt(total.minor) - paid);
        },
      ),
    );
  });
});

describe('payroll (fast-check)', () => {
  it('pays each month exactly its payroll over its pay dates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom<PaydayOption>(...PAYDAY_OPTIONS),
        fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2000, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        (salaries, payday, days, year, month) => {
          const f = computePayroll({
            employees: salaries.map((c, i) => ({
              name: `E${i}`,
              role: 'Staff',
              salary: `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`,
            })),
            payday,
            custom_days: days,
            start_month: `${year}-${String(month).padStart(2, '0')}`,
          });
          const monthly = salaries.reduce((s, c) => s + BigInt(c), 0n);
          expect(BigInt(f.monthly_total.minor)).toBe(monthly);
          expect(f.months).toHaveLength(12);
          for (const m of f.months) {
            const dates = f.pay_dates.filter((p) => p.month === m.month);
            expect(dates).toHaveLength(m.pay_dates);
            expect(dates.reduce((s, p) => s + BigInt(p.gross.minor), 0n)).toBe(monthly);
            for (const p of dates) {
              expect(p.gross.minor).toBeGreaterThanOrEqual(0);
              expect(p.date.startsWith(m.month)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('balance sheet (fast-check)', () => {
  it('always balances, with retained earnings = assets − liabilities − investment', () => {
    const amounts = fc.array(decimalText(1_000_000, 2), { maxLength: 3 });
    fc.assert(
      fc.property(
        amounts,
        amounts,
        amounts,
        amounts,
        amounts,
        (cib, clients, suppliers, loans, inv) => {
          const f = computeBalanceSheet({
            date: '2025-06-30',
            cash_on_hand: '12.34',
            cib_rows: [{ amount: '0' }, ...cib.map((amount) => ({ amount }))],
            client_rows: clients.map((amount) => ({ amount })),
            supplier_rows: suppliers.map((amount) => ({ amount })),
            other_loan_rows: loans.map((amount) => ({ amount })),
            investment_rows: inv.map((amount) => ({ amount })),
            building_rows: [{ type: 'Truck', cost: '999.99', numberOfYears: 2 }],
          });
          expect(f.balances).toBe(true);
          expect(f.equity.retained_earnings.minor).toBe(
            f.assets.total.minor - f.liabilities.total.minor - f.equity.owner_investment.minor,
          );
        },
      ),
    );
  });
});

describe('allocation and progress (fast-check)', () => {
  it('allocations add back to the total and stay within a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 1, maxLength: 24 }),
        (total, weights) => {
          const parts = allocateByWeights(total, weights);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          const sumW = weights.reduce((a, b) => a + b, 0n);
          if (sumW > 0n) {
            parts.forEach((p, i) => {
              const exact = total * weights[i]!;
              const diff = p * sumW - exact;
              expect(diff < 0n ? -diff : diff).toBeLessThan(sumW);
            });
          }
          const n = weights.length;
          expect(allocateEvenly(total, n).reduce((a, b) => a + b, 0n)).toBe(total);
          expect(splitWithRemainderLast(total, n).reduce((a, b) => a + b, 0n)).toBe(total);
        },
      ),
    );
  });

  it('progress is Math.round of the percentage, capped at 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 400 }),
        (step, total) => {
          const p = wizardProgress(step, total);
          expect(p).toBe(Math.min(100, Math.round(((step + 1) * 100) / total)));
        },
      ),
    );
  });
});
