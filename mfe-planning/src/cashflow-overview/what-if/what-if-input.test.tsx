import { forecast } from '@fina/finance';
import { CAFE_INPUT } from '../../shared-ui/testing/budget-fixture';
import { applyWhatIf, hireSerial, planSettings, scaleByPercent } from './what-if-input';
import { runWhatIf } from './run-what-if';

const sumRevenue = (input: Parameters<typeof forecast>[0]) =>
  forecast(input).income_statement.reduce((sum, m) => sum + m.revenue, 0);

describe('the what-if input', () => {
  it('scales amounts exactly, half-up to the cent', () => {
    expect(scaleByPercent('4.50', 5)).toBe('4.73'); // 4.725 → 4.73
    expect(scaleByPercent('0.10', 10)).toBe('0.11');
    expect(scaleByPercent('240000', -10)).toBe('216000.00');
    expect(scaleByPercent(3.25, 0)).toBe('3.25');
  });

  it('reads a hire month as the engine does: its first occurrence from the start', () => {
    expect(hireSerial('April', '2027-01')).toBe(hireSerial('2027-04', '2027-01'));
    expect(hireSerial(2, '2027-06')).toBe(hireSerial('2028-02', '2027-06'));
    expect(hireSerial('someday', '2027-01')).toBeNull();
  });

  it('reproduces the saved plan with the plan settings', () => {
    const plan = forecast(CAFE_INPUT);
    const again = runWhatIf(CAFE_INPUT, planSettings(CAFE_INPUT));
    expect(again.closingCash).toEqual(plan.cash_flow.map((m) => m.closing_cash));
  });

  it('raises sales by the price change, to the cent, and leaves the input untouched', () => {
    const before = JSON.stringify(CAFE_INPUT);
    const changed = applyWhatIf(CAFE_INPUT, {
      ...planSettings(CAFE_INPUT),
      price_change_percent: 10,
    });
    expect(JSON.stringify(CAFE_INPUT)).toBe(before);
    expect(sumRevenue(changed)).toBe(Math.round(sumRevenue(CAFE_INPUT) * 1.1));
  });

  it('moves hires, and drops one moved past the forecast', () => {
    const later = applyWhatIf(CAFE_INPUT, {
      ...planSettings(CAFE_INPUT),
      hire_start_shift_months: 2,
    });
    expect(later.hires?.[0]?.month).toBe('2027-06');
    const gone = applyWhatIf(CAFE_INPUT, {
      ...planSettings(CAFE_INPUT),
      hire_start_shift_months: 9,
    });
    expect(gone.hires).toEqual([]);
    const payroll = (input: typeof CAFE_INPUT) =>
      forecast(input).income_statement.reduce((sum, m) => sum + m.payroll, 0);
    expect(payroll(CAFE_INPUT) - payroll(later)).toBe(2 * 280000);
  });
});
