import {
  decAdd,
  decDiv,
  decFromNumber,
  decParse,
  decRound,
  decSum,
  decToFixed,
  decToString,
} from './decimal';

describe('decimal', () => {
  it('adds workbook doubles exactly (0.1 + 0.2 = 0.3)', () => {
    expect(decToString(decAdd(decFromNumber(0.1), decFromNumber(0.2)))).toBe('0.3');
    expect(decToString(decFromNumber(0.30000000000000004))).toBe('0.3');
  });

  it('sums many cents without drift', () => {
    const values = Array.from({ length: 10000 }, () => decFromNumber(0.01));
    expect(decToString(decSum(values))).toBe('100');
  });

  it('divides with half-away-from-zero rounding', () => {
    expect(decToString(decDiv(decFromNumber(2), decFromNumber(3), 2)!)).toBe('0.67');
    expect(decToString(decDiv(decFromNumber(-1), decFromNumber(8), 2)!)).toBe('-0.13');
    expect(decDiv(decFromNumber(1), decFromNumber(0), 2)).toBeUndefined();
  });

  it('parses, rounds and prints', () => {
    expect(decToString(decParse('1.2300')!)).toBe('1.23');
    expect(decToString(decParse('-1e-3')!)).toBe('-0.001');
    expect(decToString(decRound(decParse('2.345')!, 2))).toBe('2.35');
    expect(decToFixed(decParse('5')!, 2)).toBe('5.00');
    expect(decToString(decFromNumber(1234567.891))).toBe('1234567.891');
  });
});
