import { FinanceInputError } from '../errors';
import { allocateByWeights, allocateEvenly, splitWithRemainderLast } from './allocate';
import { CURRENCY_INFO, CURRENCIES, isCurrency } from './currency';
import { decimalToString, divRoundHalfUp, readDecimal, toScaledInteger } from './decimal';
import { formatMinor, formatMoney } from './format';
import {
  addMoney,
  fixedDecimal,
  money,
  multiplyMoney,
  parseMoney,
  percentOfMoney,
  sameMoney,
  subtractMoney,
  sumMoney,
  toSafeNumber,
} from './money';

describe('currencies', () => {
  it('has the four currencies of the spec, with their minor digits from the table', () => {
    expect(CURRENCIES).toEqual(['USD', 'PHP', 'GBP', 'MXN']);
    for (const code of CURRENCIES) expect(CURRENCY_INFO[code].minorDigits).toBe(2);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
  });
});

describe('readDecimal', () => {
  it.each([
    ['12.345', '12.345'],
    ['  -3.50 ', '-3.5'],
    ['.5', '0.5'],
    ['1e3', '1000'],
    ['1.5e-2', '0.015'],
    ['1,234.56', '1234.56'],
    ['007', '7'],
    [0.1, '0.1'],
    [1e21, '1000000000000000000000'],
    [12n, '12'],
  ])('reads %p exactly as %s', (input, text) => {
    const read = readDecimal(input);
    expect(read.ok).toBe(true);
    if (read.ok) expect(decimalToString(read.value)).toBe(text);
  });

  it.each([['abc'], ['1,2'], ['1.2.3'], ['.'], [NaN], [Infinity], [{}], [true]])(
    'refuses %p',
    (input) => {
      expect(readDecimal(input).ok).toBe(false);
    },
  );

  it('reports blank and too long', () => {
    expect(readDecimal('  ')).toEqual({ ok: false, problem: 'blank' });
    expect(readDecimal('1e99')).toEqual({ ok: false, problem: 'too-long' });
  });
});

describe('half-up rounding', () => {
  it.each([
    [25n, 10n, 3n],
    [24n, 10n, 2n],
    [-25n, 10n, -3n],
    [-24n, 10n, -2n],
    [1n, 2n, 1n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [7n, -2n, -4n],
  ])('%p / %p = %p', (n, d, q) => {
    expect(divRoundHalfUp(n, d)).toBe(q);
  });

  it('rounds user amounts half-up to the minor unit', () => {
    expect(parseMoney('12.345', 'USD').minor).toBe(1235n);
    expect(parseMoney('12.344', 'USD').minor).toBe(1234n);
    expect(parseMoney('-12.345', 'USD').minor).toBe(-1235n);
    expect(parseMoney(0.1, 'PHP').minor).toBe(10n);
    expect(parseMoney('1,000', 'GBP').minor).toBe(100000n);
    expect(toScaledInteger({ coef: 5n, scale: 3 }, 2)).toBe(1n); // 0.005 → 0.01
  });

  it('never takes binary floating point: 0.1 + 0.2 is 0.30', () => {
    const a = parseMoney(0.1, 'USD');
    const b = parseMoney(0.2, 'USD');
    expect(addMoney(a, b).minor).toBe(30n);
  });

  it('throws a FinanceInputError naming the field for a bad amount', () => {
    expect(() => parseMoney('ten', 'USD', 'items.0.rate')).toThrow(FinanceInputError);
    try {
      parseMoney('ten', 'USD', 'items.0.rate');
    } catch (e) {
      expect((e as FinanceInputError).field).toBe('items.0.rate');
      expect((e as FinanceInputError).message).toBe('items.0.rate: "ten" is not a number.');
    }
  });
});

describe('money arithmetic', () => {
  it('adds, subtracts and sums in one currency', () => {
    expect(subtractMoney(money(500, 'USD'), money(125, 'USD')).minor).toBe(375n);
    expect(sumMoney([money(1, 'MXN'), money(2, 'MXN'), money(3, 'MXN')], 'MXN').minor).toBe(6n);
    expect(() => addMoney(money(1, 'USD'), money(1, 'PHP'))).toThrow(RangeError);
    expect(() => money(0.5, 'USD')).toThrow(RangeError);
  });

  it('multiplies and takes percentages with half-up rounding', () => {
    // 10.01 × 1.5 = 15.015 → 15.02
    expect(multiplyMoney(money(1001, 'USD'), { coef: 15n, scale: 1 }).minor).toBe(1502n);
    // 12.5% of 0.99 = 0.12375 → 0.12
    expect(percentOfMoney(money(99, 'USD'), { coef: 125n, scale: 1 }).minor).toBe(12n);
    // 12% of 10.45 = 1.254 → 1.25 ; 15% of 0.50 = 0.075 → 0.08
    expect(percentOfMoney(money(1045, 'USD'), { coef: 12n, scale: 0 }).minor).toBe(125n);
    expect(percentOfMoney(money(50, 'USD'), { coef: 15n, scale: 0 }).minor).toBe(8n);
  });

  it('prints exact decimals and refuses unsafe numbers', () => {
    expect(fixedDecimal(123450n, 2)).toBe('1234.50');
    expect(fixedDecimal(-5n, 2)).toBe('-0.05');
    expect(fixedDecimal(7n, 0)).toBe('7');
    expect(() => toSafeNumber(2n ** 60n)).toThrow(FinanceInputError);
  });
});

describe('sameMoney', () => {
  it('compares a client value with a computed figure to the cent', () => {
    expect(sameMoney('123.45', { minor: 12345 }, 'USD')).toBe(true);
    expect(sameMoney(123.45, { minor: 12345 }, 'USD')).toBe(true);
    expect(sameMoney('123.454', { minor: 12345 }, 'USD')).toBe(true);
    expect(sameMoney('123.455', { minor: 12345 }, 'USD')).toBe(false);
    expect(sameMoney('123.4', '123.40', 'USD')).toBe(true);
    expect(sameMoney(money(12345, 'USD'), 12345n, 'USD')).toBe(true);
    expect(sameMoney(money(12345, 'PHP'), 12345n, 'USD')).toBe(false);
    expect(sameMoney('abc', '0', 'USD')).toBe(false);
  });
});

describe('formatting through Intl.NumberFormat', () => {
  it('formats each currency in its locale', () => {
    expect(formatMinor(123450n, 'USD')).toBe('$1,234.50');
    expect(formatMinor(123450n, 'PHP')).toBe('₱1,234.50');
    expect(formatMinor(123450n, 'GBP')).toBe('£1,234.50');
    expect(formatMinor(123450n, 'MXN')).toBe('$1,234.50');
    expect(formatMoney(money(-5, 'USD'))).toBe('-$0.05');
    expect(formatMinor(123450n, 'USD', 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 $');
  });

  it('formats amounts past 2^53 exactly', () => {
    expect(formatMinor(1234567890123456789n, 'USD')).toBe('$12,345,678,901,234,567.89');
  });
});

describe('allocation', () => {
  it('splits by weights with the largest remainders', () => {
    expect(allocateByWeights(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateByWeights(1000n, [1n, 2n, 7n])).toEqual([100n, 200n, 700n]);
    expect(allocateByWeights(5n, [0n, 0n])).toEqual([3n, 2n]);
    expect(allocateByWeights(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    // 10 split 1:2 → 3.33 / 6.67 → the larger remainder (6.67) gets the cent
    expect(allocateByWeights(10n, [1n, 2n])).toEqual([3n, 7n]);
  });

  it('splits evenly, leftover cents first', () => {
    expect(allocateEvenly(1000n, 3)).toEqual([334n, 333n, 333n]);
    expect(allocateEvenly(-7n, 2)).toEqual([-4n, -3n]);
  });

  it('splits payroll-style with the remainder on the last part', () => {
    expect(splitWithRemainderLast(10001n, 2)).toEqual([5001n, 5000n]); // 50.005 → 50.01, last 50.00
    expect(splitWithRemainderLast(10000n, 3)).toEqual([3333n, 3333n, 3334n]);
    expect(splitWithRemainderLast(3n, 5)).toEqual([0n, 0n, 0n, 0n, 3n]); // never negative
  });
});
