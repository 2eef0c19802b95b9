/**
 * Tuning set C's (first written as the blind hold-out) questions, phrased the way owners talk (lowercase, no question mark,
 * typos, "best month", "who owes us the most"). Every expected figure is computed here from
 * the data the builders wrote (integer cents), never from the engine; `means` says how.
 * About one question in six cannot be answered from its workbook or stays ambiguous: the
 * right answer is a refusal or a question back.
 */
import { sum } from '../expect';
import {
  at,
  cents,
  centsAbs,
  count,
  growthPct,
  mean,
  percent,
  refuse,
  thousands,
  uniqueMax,
  uniqueMin,
  type SetCQuestion,
  type Expectation,
} from './figures';
import { MONTH_ABBR, total } from './sheet-kit';
import {
  PNL_COST,
  PNL_OPEX,
  PNL_REVENUE,
  QB_AUTO,
  QB_COGS,
  QB_EXPENSES,
  QB_INCOME,
  QB_QUARTERS,
  type SetCBookName,
  type SetCBooks,
} from './workbooks';

type Add = (question: string, expect: Expectation, means: string) => void;

function adder(out: SetCQuestion[], book: SetCBookName, prefix: string): Add {
  let n = 0;
  return (question, expect, means) => {
    n++;
    out.push({ id: `${prefix}${String(n).padStart(2, '0')}`, book, question, expect, means });
  };
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const months12 = range(0, 11);
/** where a month extreme may be named: "Mar", "March", "2025-03" */
const monthAt = (m0: number, year = 2025): string[] => [
  MONTH_ABBR[m0]!,
  `${year}-${String(m0 + 1).padStart(2, '0')}`,
];

// ------------------------------------------------------------------ 1. coffee (products x months)
function coffee(b: SetCBooks, add: Add): void {
  const { products, cells } = b.coffee.data;
  const p = (name: string): number => products.indexOf(name);
  const monthTotal = (m: number): number => total(cells.map((row) => row[m]!));
  const productTotal = (name: string): number => total(cells[p(name)]!);
  const grand = sum(cells.flat());
  const best = uniqueMax(months12, monthTotal);
  const worst = uniqueMin(months12, monthTotal);
  const topProduct = uniqueMax(products, productTotal);
  const lowProduct = uniqueMin(products, productTotal);
  const drip = cells[p('Drip coffee')]!;
  const dripBest = uniqueMax(months12, (m) => drip[m]!);

  add('What were our total sales for the year?', cents(grand), 'all products, Jan-Dec');
  add('how did we do in march', cents(monthTotal(2)), 'total sales of all products in March');
  add('best month', at(cents(monthTotal(best)), ...monthAt(best)), 'month with the largest total');
  add('which month was slowest', at(cents(monthTotal(worst)), ...monthAt(worst)), 'smallest month');
  add(
    'how much did sandwiches bring in for the year',
    cents(productTotal('Sandwiches')),
    'row total',
  );
  add('which product sells the most', at(cents(productTotal(topProduct)), topProduct), 'max row');
  add('pastry sales in august', cents(cells[p('Pastries')]![7]!), 'one cell');
  add(
    'How much did sales grow from January to December, in percent?',
    growthPct(monthTotal(0), monthTotal(11)),
    '(Dec total - Jan total) / Jan total',
  );
  add('average monthly sales', mean(grand, 12), 'year total / 12');
  add('what share of our sales is tea', percent(productTotal('Tea'), grand), 'tea / all');
  add('q2 sales', cents(sum(range(3, 5).map(monthTotal))), 'Apr+May+Jun, all products');
  add(
    'sales in the second half of the year',
    cents(sum(range(6, 11).map(monthTotal))),
    'Jul-Dec, all products',
  );
  add(
    "what's the difference between december and november sales",
    centsAbs(monthTotal(11) - monthTotal(10)),
    'Dec total - Nov total (sign ignored)',
  );
  add('merch sales in q4', cents(sum(cells[p('Merchandise')]!.slice(9))), 'Merchandise Oct-Dec');
  add('best month for drip coffee', at(cents(drip[dripBest]!), ...monthAt(dripBest)), 'max cell');
  add('wat did tea do in feb', cents(cells[p('Tea')]![1]!), 'Tea, Feb (typo on purpose)');
  add('espresso drinks total', cents(productTotal('Espresso drinks')), 'row total');
  add('lowest selling product', at(cents(productTotal(lowProduct)), lowProduct), 'min row total');
  add(
    'average sandwich sales per month',
    mean(productTotal('Sandwiches'), 12),
    'Sandwiches year / 12',
  );
  add('what was our profit in march', refuse, 'sales only: no costs in the book');
  add('how many cups of coffee did we sell', refuse, 'no quantities, only money');
  add('how much did we sell of smoothies', refuse, 'no such product');
  add('sales for 2024', refuse, 'the book holds fiscal 2025 only');
}

// ------------------------------------------------------------------ 2. orders (sales log)
function orders(b: SetCBooks, add: Add): void {
  const { rows, prices } = b.orders.data;
  const amount = (xs: typeof rows): bigint => sum(xs.map((o) => o.amount));
  const inMonths = (ms: number[]): typeof rows => rows.filter((o) => ms.includes(o.date.m));
  const of = (customer: string): typeof rows => rows.filter((o) => o.customer === customer);
  const customers = [...new Set(rows.map((o) => o.customer))];
  const byCustomer = (c: string): number => Number(amount(of(c)));
  const bestCustomer = uniqueMax(customers, byCustomer);
  const byMonth = (m0: number): number => Number(amount(inMonths([m0 + 1])));
  const bestMonth = uniqueMax(months12, byMonth);
  const grand = amount(rows);
  // a customer-product pair that occurs, for a two-filter question
  const pair = rows.find((o) => o.product === 'Teapot')!;

  add('what were total sales', cents(grand), 'sum of Amount over all orders (not the Total row)');
  add('how many sales in Q2', count(inMonths([4, 5, 6]).length), 'orders dated Apr-Jun 2025');
  add('average sale', mean(grand, rows.length), 'mean Amount per order');
  add('biggest order', cents(Math.max(...rows.map((o) => o.amount))), 'largest Amount');
  add(
    'who is our best customer',
    at(cents(byCustomer(bestCustomer)), bestCustomer),
    'customer with the largest summed Amount',
  );
  add('how much did Café Soleil buy', cents(byCustomer('Café Soleil')), 'sum for the customer');
  add(
    'how many bud vases did we sell',
    count(total(rows.filter((o) => o.product === 'Bud vase').map((o) => o.qty))),
    'sum of Qty for Bud vase',
  );
  add('sales in march', cents(amount(inMonths([3]))), 'Amount of orders dated March');
  add('best month', at(cents(byMonth(bestMonth)), ...monthAt(bestMonth)), 'month of max Amount');
  add('how many orders did we get', count(rows.length), 'order rows');
  add(
    'whats the average order for hotel nord',
    mean(amount(of('Hotel Nord')), of('Hotel Nord').length),
    'mean Amount, Hotel Nord',
  );
  add('how many different customers do we have', count(customers.length), 'distinct customers');
  add(
    'revenue from stoneware mugs in the first quarter',
    cents(amount(inMonths([1, 2, 3]).filter((o) => o.product === 'Stoneware mug'))),
    'Amount, Stoneware mug, Jan-Mar',
  );
  add('whats the unit price of a teapot', cents(prices.Teapot!), 'the one Teapot unit price');
  add('smallest sale', cents(Math.min(...rows.map((o) => o.amount))), 'smallest Amount');
  add('total qty sold', count(total(rows.map((o) => o.qty))), 'sum of Qty');
  add(
    `how many teapots did ${pair.customer.toLowerCase()} order`,
    count(
      total(
        rows
          .filter((o) => o.product === 'Teapot' && o.customer === pair.customer)
          .map((o) => o.qty),
      ),
    ),
    'sum of Qty, that customer and Teapot',
  );
  add(
    'sales to bistro 21 in the second half',
    cents(amount(inMonths(range(7, 12)).filter((o) => o.customer === 'Bistro 21'))),
    'Amount, Bistro 21, Jul-Dec',
  );
  add('whats our margin on serving bowls', refuse, 'no costs in the book');
  add('which salesperson sold the most', refuse, 'no salesperson column');
  add('how many orders were returned', refuse, 'no returns recorded');
}

// ------------------------------------------------------------------ 3. expense log
function expenses(b: SetCBooks, add: Add): void {
  const { rows, categories } = b.expenses.data;
  const cat = (c: string): typeof rows => rows.filter((x) => x.category === c);
  const amount = (xs: typeof rows): bigint => sum(xs.map((x) => x.amount));
  const grand = amount(rows);
  const fuel = cat('Fuel');
  const top = uniqueMax(categories, (c) => Number(amount(cat(c))));

  add('What were total expenses?', cents(grand), 'sum of the lines (= GRAND TOTAL)');
  add('what did we spend on fuel', cents(amount(fuel)), 'Fuel lines (= Total Fuel)');
  add(
    'largest single expense',
    cents(Math.max(...rows.map((x) => x.amount))),
    'largest line, never a subtotal',
  );
  add('how much did we pay for rent', cents(amount(cat('Rent'))), 'Rent lines');
  add('how many times did we buy fuel', count(fuel.length), 'Fuel lines');
  add('average fuel purchase', mean(amount(fuel), fuel.length), 'mean Fuel line');
  add(
    'what did we spend in march',
    cents(amount(rows.filter((x) => x.date.m === 3))),
    'all lines dated March',
  );
  const fuelFeb = fuel.filter((x) => x.date.m === 2);
  if (!fuelFeb.length) throw new Error('no fuel in February: the question would ask for a zero');
  add('fuel in february', cents(amount(fuelFeb)), 'Fuel, Feb');
  add('which category costs us the most', at(cents(amount(cat(top))), top), 'largest category');
  add('what % of expenses is fuel', percent(amount(fuel), grand), 'Fuel / grand total');
  add(
    'how much did we pay petron',
    cents(amount(rows.filter((x) => x.payee === 'Petron'))),
    'payee Petron',
  );
  add('smallest expense', cents(Math.min(...rows.map((x) => x.amount))), 'smallest line');
  add(
    'how much went to meals and office supplies combined',
    cents(amount(cat('Meals')) + amount(cat('Office supplies'))),
    'Meals + Office supplies',
  );
  add('average monthly spend', mean(grand, 6), 'grand total / 6 months (Jan-Jun)');
  add('repairs total', cents(amount(cat('Vehicle repairs'))), 'Vehicle repairs lines');
  add(
    'how much did we pay meralco',
    cents(amount(rows.filter((x) => x.payee === 'Meralco'))),
    'payee Meralco',
  );
  add('largest fuel purchase', cents(Math.max(...fuel.map((x) => x.amount))), 'max Fuel line');
  add('what did we spend on advertising', refuse, 'no such category');
  add('how much did we spend in july', refuse, 'the log covers January-June');
  add('is fuel costing more than last year', refuse, 'no earlier year in the book');
}

// ------------------------------------------------------------------ 4. restaurant P&L (months across)
function pnl(b: SetCBooks, add: Add): void {
  const { lines } = b.pnl.data;
  const L = (n: string): number[] => lines[n]!;
  const group = (names: string[], m: number): number => total(names.map((n) => L(n)[m]!));
  const rev = (m: number): number => group(PNL_REVENUE, m);
  const cos = (m: number): number => group(PNL_COST, m);
  const opex = (m: number): number => group(PNL_OPEX, m);
  const ni = (m: number): number => rev(m) - cos(m) - opex(m);
  const year = (f: (m: number) => number): bigint => sum(months12.map(f));
  const costLines = [...PNL_COST, ...PNL_OPEX];
  const eating = uniqueMax(costLines, (n) => total(L(n)));
  const bestNi = uniqueMax(months12, ni);
  const worstNi = uniqueMin(months12, ni);

  add('how did we do in march', cents(ni(2)), 'net income (the bottom line), March');
  add('total revenue for the year', cents(year(rev)), 'Total Revenue, FY');
  add('net income for the year', cents(year(ni)), 'NET INCOME, FY');
  add(
    "what's our gross margin",
    percent(
      year((m) => rev(m) - cos(m)),
      year(rev),
    ),
    'GP / revenue, FY',
  );
  add('net margin in june', percent(ni(5), rev(5)), 'June net income / June revenue');
  add(
    'which month had the highest net income',
    at(cents(ni(bestNi)), ...monthAt(bestNi)),
    'max NI month',
  );
  add(
    "what's eating our margin",
    at(cents(total(L(eating))), eating),
    'defined: the largest single cost line (cost of sales or opex, not a Total) for the year',
  );
  add('how much did we spend on marketing', cents(total(L('Marketing'))), 'Marketing, FY');
  add(
    'food cost as a % of food sales',
    percent(total(L('Food cost')), total(L('Food sales'))),
    'FY food cost / FY food sales',
  );
  add('rent in october', cents(L('Rent')[9]!), 'one cell');
  add('total operating expenses in q1', cents(opex(0) + opex(1) + opex(2)), 'Jan-Mar opex');
  add(
    'how much did catering grow from jan to dec in percent',
    growthPct(L('Catering')[0]!, L('Catering')[11]!),
    '(Dec - Jan) / Jan, Catering',
  );
  add('worst month for profit', at(cents(ni(worstNi)), ...monthAt(worstNi)), 'min NI month');
  add('gross profit in april', cents(rev(3) - cos(3)), 'GROSS PROFIT, Apr');
  add('average monthly revenue', mean(year(rev), 12), 'FY revenue / 12');
  add(
    'beverage sales in the second half',
    cents(total(L('Beverage sales').slice(6))),
    'Beverage sales Jul-Dec',
  );
  add('utilities for the year', cents(total(L('Utilities'))), 'Utilities, FY');
  add(
    'how much did revenue change from november to december',
    centsAbs(rev(11) - rev(10)),
    'Dec revenue - Nov revenue (sign ignored)',
  );
  add("what's our cash balance", refuse, 'a P&L holds no balances');
  add('how much did we pay in income tax', refuse, 'no tax line');
  add('net income in 2024', refuse, 'only 2025');
}

// ------------------------------------------------------------------ 5. QuickBooks P&L by quarter
function qb(b: SetCBooks, add: Add): void {
  const { accounts } = b.qb.data;
  const A = (n: string): number[] => accounts[n]!;
  const group = (names: string[], q: number): number => total(names.map((n) => A(n)[q]!));
  const income = (q: number): number => group(QB_INCOME, q);
  const cogs = (q: number): number => group(QB_COGS, q);
  const exp = (q: number): number => group([...QB_EXPENSES, ...QB_AUTO], q);
  const other = (q: number): number => A('7000 Interest Earned')[q]!;
  const ni = (q: number): number => income(q) - cogs(q) - exp(q) + other(q);
  const qs = [0, 1, 2, 3];
  const year = (f: (q: number) => number): bigint => sum(qs.map(f));
  const biggest = uniqueMax([...QB_EXPENSES, ...QB_AUTO], (n) => total(A(n)));
  const service = A('4000 Service Revenue');
  const bestQ = uniqueMax(qs, (q) => service[q]!);

  add('net income for 2025', cents(year(ni)), 'Net Income, Total column');
  add('total income', cents(year(income)), 'Total Income, Total column');
  add('what did we spend on fuel', cents(total(A('6110 Fuel'))), '6110 Fuel, year');
  add('auto expenses for the year', cents(year((q) => group(QB_AUTO, q))), 'Total 6100 Auto');
  add('q3 net income', cents(ni(2)), 'Net Income, Jul - Sep');
  add(
    'gross profit margin',
    percent(
      year((q) => income(q) - cogs(q)),
      year(income),
    ),
    'GP / income',
  );
  add(
    'biggest expense',
    at(cents(total(A(biggest))), biggest.replace(/^\d+ /, '')),
    'largest expense account for the year (a leaf account, not a Total)',
  );
  add('how much interest did we earn', cents(total(A('7000 Interest Earned'))), 'year');
  add(
    'which quarter had the most service revenue',
    at(cents(service[bestQ]!), QB_QUARTERS[bestQ]!, `Q${bestQ + 1}`),
    'max quarter of 4000 Service Revenue',
  );
  add('total expenses in the first quarter', cents(exp(0)), 'Total Expenses, Jan - Mar');
  add('materials as a % of income', percent(total(A('5000 Materials')), year(income)), 'year');
  add(
    'how much did income grow from q1 to q4 in percent',
    growthPct(income(0), income(3)),
    '(Q4 - Q1) / Q1, Total Income',
  );
  add('rent for the year', cents(total(A('6500 Rent or Lease'))), '6500 Rent or Lease');
  add('insurance in q2', cents(A('6200 Insurance')[1]!), 'one cell');
  add('what did we pay subcontractors', cents(total(A('5100 Subcontractors'))), 'year');
  add('net operating income q4', cents(income(3) - cogs(3) - exp(3)), 'Oct - Dec');
  add('how much do customers owe us', refuse, 'a P&L holds no receivables');
  add('what did we spend on travel', refuse, 'no travel account');
  add('net income in march', refuse, 'quarters only: a single month is not in the book');
}

// ------------------------------------------------------------------ 6. A/R aging
function aging(b: SetCBooks, add: Add): void {
  const { rows } = b.aging.data;
  const totalOf = (r: (typeof rows)[number]): number => total(r.buckets);
  const bucket = (i: number): bigint => sum(rows.map((r) => r.buckets[i]!));
  const grand = sum(rows.map(totalOf));
  const top = uniqueMax(rows, totalOf);
  const oldest = uniqueMax(rows, (r) => r.buckets[4]!);
  const named = (n: string): (typeof rows)[number] => rows.find((r) => r.customer === n)!;
  // a customer with something past due, for the "how much of X is past due" question
  const late = rows.find((r) => totalOf(r) - r.buckets[0]! > 0 && r.buckets[0]! > 0)!;
  const withBalance = [...rows]
    .reverse()
    .find((r) => totalOf(r) > 0 && r !== top && r !== late && r.customer !== 'Luzon Steelworks')!;

  add('who owes us the most', at(cents(totalOf(top)), top.customer), 'largest Total per customer');
  add('how much are we owed in total', cents(grand), 'TOTAL row, Total column');
  add('how much is more than 60 days late', cents(bucket(3) + bucket(4)), '61 - 90 + 91 and over');
  add('how much is over 90 days', cents(bucket(4)), '91 and over');
  add(`how much does ${withBalance.customer} owe`, cents(totalOf(withBalance)), 'customer Total');
  add('what percent of receivables is current', percent(bucket(0), grand), 'Current / Total');
  add(
    'how many customers have balances over 90 days',
    count(rows.filter((r) => r.buckets[4]! > 0).length),
    'customers with a 91 and over amount',
  );
  add(
    `how much of ${late.customer}'s balance is past due`,
    cents(totalOf(late) - late.buckets[0]!),
    'customer Total - Current',
  );
  add('total past due', cents(grand - bucket(0)), 'Total - Current');
  add(
    'who is the most overdue over 90 days',
    at(cents(oldest.buckets[4]!), oldest.customer),
    'max 91+',
  );
  add('how much is in the 31-60 bucket', cents(bucket(2)), '31 - 60 column total');
  add('average balance per customer', mean(grand, rows.length), 'Total / 12 customers');
  add(
    'current receivables for luzon steelworks',
    cents(named('Luzon Steelworks').buckets[0]!),
    'one cell (blank = 0)',
  );
  add('how much is 1 to 30 days late', cents(bucket(1)), '1 - 30 column total');
  add('when will casa maria homes pay', refuse, 'no due dates or promises in the report');
  add('how much did bicol builders buy from us this year', refuse, 'aging is not sales');
  add('whats our bad debt expense', refuse, 'no expense in an aging report');
}

// ------------------------------------------------------------------ 7. bank statement
function bank(b: SetCBooks, add: Add): void {
  const { opening, rows } = b.bank.data;
  const credits = rows.filter((x) => x.credit > 0);
  const debits = rows.filter((x) => x.debit > 0);
  const cr = (xs: typeof rows): bigint => sum(xs.map((x) => x.credit));
  const dr = (xs: typeof rows): bigint => sum(xs.map((x) => x.debit));
  const has = (word: string): typeof rows => rows.filter((x) => x.description.includes(word));

  add('how much came in', cents(cr(rows)), 'sum of Credit, Jan-Mar 2026');
  add('total withdrawals', cents(dr(rows)), 'sum of Debit');
  add('whats the closing balance', cents(rows.at(-1)!.balance), 'last Balance');
  add(
    'lowest balance',
    cents(Math.min(opening, ...rows.map((x) => x.balance))),
    'smallest Balance, opening included',
  );
  add('largest payment', cents(Math.max(...debits.map((x) => x.debit))), 'largest Debit');
  add('how many deposits', count(credits.length), 'rows with a Credit');
  add('how much did we spend on fuel', cents(dr(has('FUEL'))), 'Debits described GALP FUEL');
  add('bank fees total', cents(dr(has('BANK FEE'))), 'Debits described BANK FEE');
  add(
    'how much did we receive in february',
    cents(cr(rows.filter((x) => x.date.m === 2))),
    'Feb credits',
  );
  add('net cash flow for the quarter', cents(cr(rows) - dr(rows)), 'credits - debits');
  add('average deposit', mean(cr(rows), credits.length), 'mean Credit');
  add('opening balance', cents(opening), 'OPENING BALANCE row');
  add('how much rent did we pay', cents(dr(has('RENT'))), 'Debits described RENT');
  add('how much did lisboa tours pay us', cents(cr(has('LISBOA TOURS'))), 'Credits from them');
  add(
    'salaries paid in march',
    cents(dr(has('SALARY').filter((x) => x.date.m === 3))),
    'SALARY debits dated March',
  );
  add('how much interest did we earn', refuse, 'no interest lines');
  add('balance of the savings account', refuse, 'one current account only');
  add('how much did we spend in april', refuse, 'the statement ends on 31 March');
}

// ------------------------------------------------------------------ 8. payroll register
function payroll(b: SetCBooks, add: Add): void {
  const { rows, employees } = b.payroll.data;
  type K = 'gross' | 'net' | 'tax' | 'deductions' | 'philhealth' | 'pagibig';
  const s = (xs: typeof rows, k: K): bigint => sum(xs.map((x) => x[k]));
  const month = (m: number): typeof rows => rows.filter((x) => x.month === m);
  const who = (e: string): typeof rows => rows.filter((x) => x.employee === e);
  const topGross = uniqueMax(employees, (e) => Number(s(who(e), 'gross')));
  const topNet = uniqueMax(employees, (e) => Number(s(who(e), 'net')));
  if (topGross !== topNet) throw new Error('"paid the most" must not depend on gross vs net');
  const maria = rows.find((x) => x.employee === 'Maria Santos' && x.month === 5)!;

  add('total gross pay', cents(s(rows, 'gross')), 'Gross Pay, Jan-Jun');
  add('how much net pay in march', cents(s(month(3), 'net')), 'Net Pay, March rows');
  add('total tax withheld', cents(s(rows, 'tax')), 'Withholding Tax column');
  add('how much did maria take home in may', cents(maria.net), 'Net Pay, Maria Santos, May');
  add('who is paid the most', at({}, topGross), 'the same person by gross and by net');
  add(
    'average net pay per employee per month',
    mean(s(rows, 'net'), rows.length),
    'mean of 36 rows',
  );
  add('total deductions', cents(s(rows, 'deductions')), 'Deductions / Total column');
  add('philhealth total', cents(s(rows, 'philhealth')), 'PhilHealth column');
  add("jose's gross pay for the half year", cents(s(who('Jose Reyes'), 'gross')), 'Jose Reyes');
  add('how many employees do we have', count(employees.length), 'distinct employees');
  add('gross pay in june', cents(s(month(6), 'gross')), 'June rows');
  add(
    'what % of gross pay goes to deductions',
    percent(s(rows, 'deductions'), s(rows, 'gross')),
    'total deductions / gross',
  );
  add(
    'payroll cost in april',
    cents(s(month(4), 'gross')),
    'gross pay, April (no employer share in the book)',
  );
  add('pag-ibig contributions total', cents(s(rows, 'pagibig')), 'Pag-IBIG column');
  add('ana cruz net pay total', cents(s(who('Ana Cruz'), 'net')), 'Net Pay, Ana Cruz');
  add('how much overtime did we pay', refuse, 'overtime is not a column');
  add('how much is the 13th month pay', refuse, 'not in the register');
  add('payroll for july', refuse, 'the register ends in June');
}

// ------------------------------------------------------------------ 9. inventory
function inventory(b: SetCBooks, add: Add): void {
  const { items } = b.inventory.data;
  const inCat = (c: string): typeof items => items.filter((x) => x.category === c);
  const value = (xs: typeof items): bigint => sum(xs.map((x) => x.value));
  const grand = value(items);
  const mostValuable = uniqueMax(items, (x) => x.value);
  const most = uniqueMax(items, (x) => x.onHand);
  const cheapest = uniqueMin(items, (x) => x.unitCost);
  const priciestBike = uniqueMax(inCat('Bikes'), (x) => x.unitCost);
  const named = (n: string): (typeof items)[number] => items.find((x) => x.item === n)!;

  add('total inventory value', cents(grand), 'sum of Value (= Total row)');
  add(
    'which item has the most money tied up in stock',
    at(cents(mostValuable.value), mostValuable.item),
    'max Value',
  );
  add('what do we have the most of', at(count(most.onHand), most.item), 'max On hand');
  add(
    'how many items need reordering',
    count(items.filter((x) => x.onHand < x.reorderAt).length),
    'On hand below Reorder at (never equal in this book)',
  );
  add('value of our helmets', cents(value(inCat('Helmets'))), 'category Helmets');
  add('unit cost of the u-lock', cents(named('U-lock').unitCost), 'one cell');
  add('how many units in stock', count(total(items.map((x) => x.onHand))), 'sum of On hand');
  add(
    'how many tires and tubes do we have',
    count(total(inCat('Tires & tubes').map((x) => x.onHand))),
    'On hand, category Tires & tubes',
  );
  add('cheapest item', at(cents(cheapest.unitCost), cheapest.item), 'min Unit cost');
  add(
    'what share of inventory value is bikes',
    percent(value(inCat('Bikes')), grand),
    'Bikes / all',
  );
  add('how many different items do we carry', count(items.length), 'item rows');
  add('how many road bikes on hand', count(named('Road bike 54cm').onHand), 'one cell');
  add('value of parts', cents(value(inCat('Parts'))), 'category Parts');
  add(
    'whats the priciest bike we stock',
    at(cents(priciestBike.unitCost), priciestBike.item),
    'max Unit cost, Bikes',
  );
  add('how many did we sell last month', refuse, 'a stock count holds no sales');
  add("what's our markup on helmets", refuse, 'no selling prices');
  add('when did we last order chains', refuse, 'no purchase dates');
}

// ------------------------------------------------------------------ 10. two-year comparison, in thousands
function compare(b: SetCBooks, add: Add): void {
  const { revenue, expenses } = b.compare.data;
  const cy = (xs: typeof revenue): number => total(xs.map((x) => x.cy));
  const py = (xs: typeof revenue): number => total(xs.map((x) => x.py));
  const line = (n: string): (typeof revenue)[number] =>
    [...revenue, ...expenses].find((x) => x.name === n)!;
  const niCy = cy(revenue) - cy(expenses);
  const niPy = py(revenue) - py(expenses);
  const upMost = uniqueMax(expenses, (x) => x.cy - x.py);
  const rent = line('Rent');
  const mkt = line('Marketing');

  add('revenue growth', growthPct(py(revenue), cy(revenue)), '(2025 - 2024) / 2024, Total revenue');
  add(
    'how much did revenue grow compared to last year in percent',
    growthPct(py(revenue), cy(revenue)),
    'same as revenue growth',
  );
  add('how much did rent change vs 2024', thousands(rent.cy - rent.py), 'Rent variance, thousands');
  add(
    'which expense went up the most in dollars',
    at(thousands(upMost.cy - upMost.py), upMost.name),
    'largest variance among expense lines (not Total expenses)',
  );
  add('net income 2025', thousands(niCy), 'Net income, 2025 column');
  add('what was net income in 2024', thousands(niPy), 'Net income, 2024 column');
  add('net income change in percent', growthPct(niPy, niCy), '(2025 - 2024) / 2024');
  add('staff costs 2024', thousands(line('Staff costs').py), 'one cell');
  add(
    'how much did total expenses grow in %',
    growthPct(py(expenses), cy(expenses)),
    'Total expenses',
  );
  add('marketing variance', thousands(mkt.cy - mkt.py), '2025 - 2024 (signed)');
  add('lab fees as a % of revenue in 2025', percent(line('Lab fees').cy, cy(revenue)), '2025');
  add('net margin 2025', percent(niCy, cy(revenue)), 'net income / revenue, 2025');
  add('patient fees in 2024', thousands(line('Patient fees').py), 'one cell');
  // first written as a refusal; the blind-40/41 writers, who never saw the engine, read it as
  // the bottom line's change (or the top line's), amount or percent: so it is read here now
  add(
    'compare this year to last',
    {
      value: [
        ...(thousands(niCy - niPy).value as string[]),
        growthPct(niPy, niCy).value as string,
        ...(thousands(cy(revenue) - py(revenue)).value as string[]),
        growthPct(py(revenue), cy(revenue)).value as string,
      ],
      tol: 0.01,
    },
    'net income change (amount or %), or revenue change: the bottom line first',
  );
  add('revenue in 2023', refuse, 'two years only');
  add('revenue for q1 2025', refuse, 'annual figures only');
  add('how many patients did we see', refuse, 'no patient counts');
}

// ------------------------------------------------------------------ 11. budget vs actual by quarter
function budget(b: SetCBooks, add: Add): void {
  const { lines } = b.budget.data;
  const qs = [0, 1, 2, 3];
  const L = (n: string): (typeof lines)[number] => lines.find((x) => x.name === n)!;
  const bq = (q: number): number => total(lines.map((x) => x.budget[q]!));
  const aq = (q: number): number => total(lines.map((x) => x.actual[q]!));
  const over = (x: (typeof lines)[number]): number => total(x.actual) - total(x.budget);
  const worst = uniqueMax(lines, over);
  const travel = L('Travel');

  add(
    'were we over budget in q2',
    centsAbs(aq(1) - bq(1)),
    'Q2 total actual - budget (sign ignored)',
  );
  add('total actual spend for the year', cents(sum(qs.map(aq))), 'Full year, Actual, Total');
  add(
    'how far off budget was travel in q3',
    centsAbs(travel.actual[2]! - travel.budget[2]!),
    'Travel Q3 actual - budget (sign ignored)',
  );
  add(
    'which line overspent the most for the year',
    at(cents(over(worst)), worst.name),
    'max actual - budget, full year',
  );
  add('marketing budget for q4', cents(L('Marketing').budget[3]!), 'one cell');
  add('actual software spend in q1', cents(L('Software subscriptions').actual[0]!), 'one cell');
  add('total budget for the year', cents(sum(qs.map(bq))), 'Full year, Budget, Total');
  add(
    'what % of the annual budget did we spend',
    percent(sum(qs.map(aq)), sum(qs.map(bq))),
    'actual / budget, full year',
  );
  add('q1 actual total', cents(aq(0)), 'Total row, Q1 Actual');
  add('freelancers actual for the year', cents(total(L('Freelancers').actual)), 'full year');
  add('how much did we spend on salaries in q3', cents(L('Salaries').actual[2]!), 'actual, Q3');
  add(
    'actual equipment spend in h2',
    cents(L('Equipment').actual[2]! + L('Equipment').actual[3]!),
    'Q3 + Q4 actual',
  );
  add(
    'annual variance for office rent',
    centsAbs(over(L('Office rent'))),
    'actual - budget, sign ignored',
  );
  add('whats the budget for 2026', refuse, '2025 only');
  add('actual spend in march', refuse, 'quarters only');
  add('how much revenue did we make', refuse, 'costs only');
}

// ------------------------------------------------------------------ 12. cash-flow statement, in thousands
function cashflow(b: SetCBooks, add: Add): void {
  const { operating, investing, financing, cashStart2024 } = b.cashflow.data;
  type Line = [string, number, number];
  const pick = (x: Line, y: 0 | 1): number => (y === 0 ? x[1] : x[2]);
  const col = (xs: Line[], y: 0 | 1): number => total(xs.map((x) => pick(x, y)));
  const cell = (xs: Line[], name: string, y: 0 | 1): number =>
    pick(
      xs.find((x) => x[0] === name)!,
      y,
    );
  // y: 0 = 2025, 1 = 2024
  const ocf = (y: 0 | 1): number => col(operating, y);
  const change = (y: 0 | 1): number => ocf(y) + col(investing, y) + col(financing, y);
  const start2025 = cashStart2024 + change(1);
  const capex = (y: 0 | 1): number => cell(investing, 'Purchase of equipment', y);

  add('operating cash flow 2025', thousands(ocf(0)), 'Net cash provided by operating activities');
  add(
    'how much did we spend on equipment in 2025',
    thousands(capex(0), true),
    'Purchase of equipment',
  );
  add('cash at end of 2025', thousands(start2025 + change(0)), 'Cash at end of year, 2025');
  add('net change in cash in 2024', thousands(change(1)), 'NET INCREASE (DECREASE), 2024');
  add(
    'free cash flow 2025',
    thousands(ocf(0) + capex(0)),
    'defined: operating cash flow - equipment purchases',
  );
  add(
    'dividends paid in 2024',
    thousands(cell(financing, 'Dividends paid', 1), true),
    'sign ignored',
  );
  add(
    'how much did operating cash flow grow from 2024 to 2025 in %',
    growthPct(ocf(1), ocf(0)),
    'growth',
  );
  add('depreciation in 2025', thousands(cell(operating, 'Depreciation', 0)), 'one cell');
  add(
    'how much did we borrow in 2025',
    thousands(cell(financing, 'Proceeds from bank loan', 0)),
    'one cell',
  );
  add('net cash from financing 2024', thousands(col(financing, 1)), 'signed');
  add('cash at the start of 2025', thousands(start2025), 'Cash at beginning of year, 2025');
  add(
    'how much did we repay on the loan in 2025',
    thousands(cell(financing, 'Repayment of bank loan', 0), true),
    'sign ignored',
  );
  add('cash flow in q3', refuse, 'annual figures only');
  add('what was revenue in 2025', refuse, 'a cash-flow statement shows net income, not revenue');
  add('cash at the end of 2026', refuse, 'ends with 2025');
}

// ------------------------------------------------------------------ 13. branches (multi-sheet)
function branches(b: SetCBooks, add: Add): void {
  const { branches: list } = b.branches.data;
  const B = (n: string): (typeof list)[number] => list.find((x) => x.name === n)!;
  const net = (x: (typeof list)[number]): number =>
    total(x.sales) - total(x.costOfSales) - total(x.expenses);
  const topSales = uniqueMax(list, (x) => total(x.sales));
  const topNet = uniqueMax(list, net);
  const qc = B('Quezon City');
  const qcBest = uniqueMax(months12, (m) => qc.sales[m]!);
  const pasig = B('Pasig');
  const pasigWorst = uniqueMin(months12, (m) => pasig.sales[m]!);

  add('pasig sales in july', cents(pasig.sales[6]!), 'Pasig sheet, July');
  add('total sales of alabang', cents(total(B('Alabang').sales)), 'Alabang, year');
  add('which branch sold the most', at(cents(total(topSales.sales)), topSales.name), 'max Sales');
  add('total sales all branches', cents(sum(list.map((x) => total(x.sales)))), 'All branches row');
  add(
    'best month for quezon city',
    at(cents(qc.sales[qcBest]!), ...monthAt(qcBest)),
    'max sales month',
  );
  add('net profit of pasig for the year', cents(net(pasig)), 'Pasig, year');
  add('alabang expenses in q1', cents(total(B('Alabang').expenses.slice(0, 3))), 'Jan-Mar');
  add('net margin of quezon city', percent(net(qc), total(qc.sales)), 'net / sales, year');
  add('which branch made the most profit', at(cents(net(topNet)), topNet.name), 'max Net profit');
  add('cost of sales for all branches', cents(sum(list.map((x) => total(x.costOfSales)))), 'year');
  add(
    "pasig's worst month for sales",
    at(cents(pasig.sales[pasigWorst]!), ...monthAt(pasigWorst)),
    'min',
  );
  add('sales of the makati branch', refuse, 'no Makati branch');
  add('how much are head office costs', refuse, 'not allocated, not in the book');
}

const SECTIONS: Array<[SetCBookName, string, (b: SetCBooks, add: Add) => void]> = [
  ['coffee', 'c', coffee],
  ['orders', 'o', orders],
  ['expenses', 'e', expenses],
  ['pnl', 'p', pnl],
  ['qb', 'q', qb],
  ['aging', 'a', aging],
  ['bank', 'k', bank],
  ['payroll', 'y', payroll],
  ['inventory', 'i', inventory],
  ['compare', 'd', compare],
  ['budget', 'g', budget],
  ['cashflow', 'f', cashflow],
  ['branches', 'h', branches],
];

export function buildSetCQuestions(books: SetCBooks): SetCQuestion[] {
  const out: SetCQuestion[] = [];
  for (const [name, prefix, write] of SECTIONS) write(books, adder(out, name, prefix));
  return out;
}
