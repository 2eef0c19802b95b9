/** Deterministic large inputs for the benchmark (and a test that they are valid). */
import type { ForecastInput } from '../src/forecast/inputs';

/** A 10-year monthly forecast input with `products` products and `employees` people. */
export function bigForecastInput(options: {
  months: number;
  products: number;
  employees: number;
}): ForecastInput {
  const monthNames = ['January', 'April', 'July', 'October'];
  const hires = Math.floor(options.employees / 4);
  return {
    business_type: 'existing',
    currency: 'PHP',
    start_month: '2026-01',
    months: options.months,
    opening_balance_sheet: {
      cash_on_hand: '250000',
      cib_rows: [{ nameOfBank: 'BDO', amount: '4500000.55' }],
      client_rows: [{ name: 'Clients', amount: '1800000' }],
      inventory_rows: [{ productName: 'Stock', numberOfItems: 1200, costPerItem: '850.25' }],
      building_rows: [
        { type: 'Warehouse building', cost: '12000000', numberOfYears: 4 },
        { type: 'Delivery trucks', cost: '3500000', numberOfYears: 1 },
        { type: 'Land', cost: '5000000', numberOfYears: 10 },
      ],
      supplier_rows: [{ nameOfSupplier: 'Suppliers', amount: '1400000' }],
      other_loan_rows: [{ typeOfLoan: 'Bank', lender: 'BPI', amount: '3000000' }],
      investment_rows: [{ name: 'Owners', amount: '10000000' }],
    },
    last_year: {
      revenue: '96000000.37',
      cost_of_sales: '57600000',
      operating_expenses: [
        { name: 'Rent', amount: '2400000' },
        { name: 'Utilities', amount: '960000.12' },
        { name: 'Marketing', amount: '2880000', kind: 'variable' },
        { name: 'Salaries', amount: '30000000', kind: 'payroll' },
      ],
      monthly_revenues: Array.from({ length: 12 }, (_, i) =>
        String(7000000 + ((i * 7919) % 13) * 150000),
      ),
    },
    products: Array.from({ length: options.products }, (_, i) => ({
      product: `Product ${i + 1}`,
      price: `${(((i * 37) % 900) + 99).toString()}.${String(i % 100).padStart(2, '0')}`,
      ...(i % 5 === 0 ? { unit_cost: `${((i * 37) % 900) / 2 + 40}` } : {}),
    })),
    growth_rate: '30%',
    growth_plan: { add_a_salesperson: true },
    employees: Array.from({ length: options.employees - hires }, (_, i) => ({
      name: `Employee ${i + 1}`,
      role: i % 3 === 0 ? 'Sales' : 'Operations',
      salary: String(18000 + ((i * 131) % 40) * 1000),
    })),
    hires: Array.from({ length: hires }, (_, i) => ({
      role: i % 2 === 0 ? 'Sales associate' : 'Developer',
      salary: String(25000 + (i % 10) * 2500),
      month: i < hires / 2 ? (monthNames[i % 4] as string) : `${2027 + (i % 8)}-0${1 + (i % 9)}`,
      department: i % 2 === 0 ? 'sales' : 'technology',
    })),
    purchases: Array.from({ length: 20 }, (_, i) => ({
      purchase: `Equipment ${i + 1}`,
      amount: String(400000 + i * 25000),
      month: `${2026 + Math.floor(i / 2)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}`,
      lifespan: 3 + (i % 6),
    })),
    payment_terms: { days_to_collect: 45, days_to_pay: 30 },
  };
}
