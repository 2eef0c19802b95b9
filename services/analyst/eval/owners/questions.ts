/**
 * The owners' tuning set B: questions phrased the way small-business owners talk, written from
 * the workbook shapes before looking at what the engine does. Its first run was read and the
 * engine was adjusted to its failures, so it is a tuning set now, not a hold-out. Every expected figure is computed here from
 * the generator's data (integer cents, bigint), never by the engine. Questions the workbook
 * cannot answer, or that stay ambiguous, expect a refusal (or a question back).
 */
import { divRound, growth, hundredths, meanCents, pct, sum } from '../expect';
import type { OwnerBookName, OwnerBooks } from './workbooks';
import { MONTHS_LONG, MONTHS_SHORT } from './workbooks';

export interface OwnerExpect {
  /** accepted values of the first figure (any one of them) */
  value?: string | string[];
  /** accepted places of the first figure (its `at`, or the first sentence) */
  at?: string | string[];
  /** the answer must be a refusal or a question back */
  refuse?: boolean;
  /** largest accepted distance from the expected value (default half a cent) */
  tol?: number;
  /** compare magnitudes only (a variance said as "over by X") */
  abs?: boolean;
  /** words the text must contain (case-insensitive) */
  text?: string[];
}

export interface OwnerQuestion {
  id: string;
  book: OwnerBookName;
  question: string;
  expect: OwnerExpect;
}

const PCT = 0.01; // percentages to two decimals

function argmax<T>(xs: T[], f: (x: T) => number | bigint): T {
  return xs.reduce((best, x) => (f(x) > f(best) ? x : best));
}
function argmin<T>(xs: T[], f: (x: T) => number | bigint): T {
  return xs.reduce((best, x) => (f(x) < f(best) ? x : best));
}
const m = (c: number | bigint): string => hundredths(c);
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export function buildOwnerQuestions(b: OwnerBooks): OwnerQuestion[] {
  const out: OwnerQuestion[] = [];
  const add =
    (book: OwnerBookName) =>
    (question: string, expect: OwnerExpect): void => {
      out.push({
        id: `${book}-${out.filter((q) => q.book === book).length + 1}`,
        book,
        question,
        expect,
      });
    };

  // ---------------------------------------------------------------- bakery (months x products)
  {
    const a = add('bakery');
    const { cells, products } = b.bakery.data;
    const monthTotal = (i: number): bigint => sum(cells[i]!);
    const prod = (p: string): bigint => sum(cells.map((row) => row[products.indexOf(p)]!));
    const all = sum(range(12).map(monthTotal));
    const best = argmax(range(12), monthTotal);
    const worst = argmin(range(12), monthTotal);
    const topProd = argmax(products, prod);
    const lowProd = argmin(products, prod);
    const bread = products.indexOf('Bread');
    const bestBread = argmax(range(12), (i) => cells[i]![bread]!);
    a('What were our total sales for the year?', { value: m(all) });
    a('Which month had the best sales?', { at: MONTHS_SHORT[best]!, value: m(monthTotal(best)) });
    a('What was our slowest month?', { at: MONTHS_SHORT[worst]!, value: m(monthTotal(worst)) });
    a('How much did sales grow from January to December, in percent?', {
      value: growth(monthTotal(0), monthTotal(11)),
      tol: PCT,
    });
    a('How did we do in March?', { value: m(monthTotal(2)) });
    a('What were sales in Q2?', { value: m(sum([3, 4, 5].map(monthTotal))) });
    a('How much bread did we sell this year?', { value: m(prod('Bread')) });
    a('How much did cakes bring in during July?', {
      value: m(cells[6]![products.indexOf('Cakes')]!),
    });
    a('Which product sells the most?', { at: topProd, value: m(prod(topProd)) });
    a("What's our weakest product?", { at: lowProd, value: m(prod(lowProd)) });
    a('What were average monthly sales?', { value: meanCents(all, 12) });
    a('On average, how much coffee do we sell a month?', { value: meanCents(prod('Coffee'), 12) });
    a('What share of our sales came from coffee?', { value: pct(prod('Coffee'), all), tol: PCT });
    a('How much did we sell in the first half of the year?', {
      value: m(sum(range(6).map(monthTotal))),
    });
    a('Pastry sales in December?', { value: m(cells[11]![products.indexOf('Pastries')]!) });
    a('What was our best month for bread?', {
      at: MONTHS_SHORT[bestBread]!,
      value: m(cells[bestBread]![bread]!),
    });
    a('Total sales in October', { value: m(monthTotal(9)) });
    a('How much did we make from online orders?', { refuse: true });
    a('What was our profit for the year?', { refuse: true });
    a('How many customers came in during March?', { refuse: true });
    a('What were sales in 2023?', { refuse: true });
  }

  // ---------------------------------------------------------------- sales log
  {
    const a = add('salesLog');
    const L = b.salesLog.data;
    const total = sum(L.map((l) => l.amountCents));
    const by = (f: (l: (typeof L)[number]) => boolean): bigint =>
      sum(L.filter(f).map((l) => l.amountCents));
    const customers = [...new Set(L.map((l) => l.customer))];
    const products = [...new Set(L.map((l) => l.product))];
    const cust = (c: string): bigint => by((l) => l.customer === c);
    const prod = (p: string): bigint => by((l) => l.product === p);
    const month = (mo: number): bigint => by((l) => l.month === mo);
    const topCust = argmax(customers, cust);
    const lowCust = argmin(customers, cust);
    const topProd = argmax(products, prod);
    const bestMonth = argmax(range(12), (i) => month(i + 1));
    const worstMonth = argmin(range(12), (i) => month(i + 1));
    const biggest = argmax(L, (l) => l.amountCents);
    const smallest = argmin(L, (l) => l.amountCents);
    const q = (ms: number[]): bigint => sum(ms.map(month));
    a('What were our total sales?', { value: m(total) });
    a('How much did we sell in March?', { value: m(month(3)) });
    a('Who is our biggest customer?', { at: topCust, value: m(cust(topCust)) });
    a('Who buys the least from us?', { at: lowCust, value: m(cust(lowCust)) });
    a('How much did Rizal Cafe buy from us this year?', { value: m(cust('Rizal Cafe')) });
    a('How much has Mabini Grocery spent with us?', { value: m(cust('Mabini Grocery')) });
    a('How many sales did we make?', { value: String(L.length) });
    a('How many units of cooking oil did we sell?', {
      value: String(L.filter((l) => l.product === 'Cooking oil 1L').reduce((s, l) => s + l.qty, 0)),
    });
    a('What was our biggest sale?', { value: m(biggest.amountCents) });
    a('What was the smallest sale?', { value: m(smallest.amountCents) });
    a("What's our average sale?", { value: meanCents(total, L.length) });
    a('Which product brings in the most money?', { at: topProd, value: m(prod(topProd)) });
    a('What was our best month?', { at: MONTHS_SHORT[bestMonth]!, value: m(month(bestMonth + 1)) });
    a('Which month was worst for sales?', {
      at: MONTHS_SHORT[worstMonth]!,
      value: m(month(worstMonth + 1)),
    });
    a('Sales in Q4?', { value: m(q([10, 11, 12])) });
    a('How much rice did we sell in Q1?', {
      value: m(by((l) => l.product === 'Rice sack 25kg' && l.month <= 3)),
    });
    a('How much did sales grow from Q1 to Q4, in percent?', {
      value: growth(q([1, 2, 3]), q([10, 11, 12])),
      tol: PCT,
    });
    a('How many different customers did we sell to?', { value: String(customers.length) });
    a('How much did Santos Hardware buy in June?', {
      value: m(by((l) => l.customer === 'Santos Hardware' && l.month === 6)),
    });
    a('How many units did we sell in total?', { value: String(L.reduce((s, l) => s + l.qty, 0)) });
    a('What share of sales came from sugar?', { value: pct(prod('Sugar 1kg'), total), tol: PCT });
    a("What's our profit margin?", { refuse: true });
    a('How much did we sell to Zenith Corp?', { refuse: true });
    a('How much did we spend on rent?', { refuse: true });
  }

  // ---------------------------------------------------------------- expense log with blank rows and Total
  {
    const a = add('expenseLog');
    const L = b.expenseLog.data;
    const total = sum(L.map((l) => l.amountCents));
    const by = (f: (l: (typeof L)[number]) => boolean): bigint =>
      sum(L.filter(f).map((l) => l.amountCents));
    const cats = [...new Set(L.map((l) => l.category))];
    const cat = (c: string): bigint => by((l) => l.category === c);
    const month = (mo: number): bigint => by((l) => l.month === mo);
    const topCat = argmax(cats, cat);
    const lowCat = argmin(cats, cat);
    const biggest = argmax(L, (l) => l.amountCents);
    const smallest = argmin(L, (l) => l.amountCents);
    const topMonth = argmax(range(12), (i) => month(i + 1));
    const lowMonth = argmin(range(12), (i) => month(i + 1));
    a('What were total expenses?', { value: m(total) });
    a('How much did we spend this year?', { value: m(total) });
    a('What was the largest single expense?', { value: m(biggest.amountCents) });
    a('What was our smallest expense?', { value: m(smallest.amountCents) });
    a('How much did we spend on utilities?', { value: m(cat('Utilities')) });
    a('How much went to rent this year?', { value: m(cat('Rent')) });
    a('What did we spend in May?', { value: m(month(5)) });
    a('Which category costs us the most?', { at: topCat, value: m(cat(topCat)) });
    a('Where do we spend the least?', { at: lowCat, value: m(cat(lowCat)) });
    a("What's eating our margin?", { at: topCat, value: m(cat(topCat)) });
    a('What is our average monthly spend?', { value: meanCents(total, 12) });
    a('How many expenses did we record?', { value: String(L.length) });
    a('Which month did we spend the most?', {
      at: MONTHS_SHORT[topMonth]!,
      value: m(month(topMonth + 1)),
    });
    a('What was our cheapest month?', {
      at: MONTHS_SHORT[lowMonth]!,
      value: m(month(lowMonth + 1)),
    });
    a('How much did we pay Meralco?', { value: m(by((l) => l.vendor === 'Meralco')) });
    a('Marketing spend in Q3?', {
      value: m(by((l) => l.category === 'Marketing' && l.month >= 7 && l.month <= 9)),
    });
    a('What percentage of spending was fuel?', { value: pct(cat('Fuel'), total), tol: PCT });
    a('How much more did we spend in December than in January?', {
      value: m(month(12) - month(1)),
    });
    a('What do we spend on average per expense?', { value: meanCents(total, L.length) });
    a('Total repairs for the year', { value: m(cat('Repairs')) });
    a('How much did we spend on insurance?', { refuse: true });
    a('What were our sales?', { refuse: true });
    a('What was our spending in 2022?', { refuse: true });
  }

  // ---------------------------------------------------------------- costs with subtotals, budget vs actual
  {
    const a = add('costSubtotals');
    const L = b.costSubtotals.data;
    const act = sum(L.map((l) => l.actualCents));
    const bud = sum(L.map((l) => l.budgetCents));
    const cats = [...new Set(L.map((l) => l.category))];
    const catAct = (c: string): bigint =>
      sum(L.filter((l) => l.category === c).map((l) => l.actualCents));
    const catBud = (c: string): bigint =>
      sum(L.filter((l) => l.category === c).map((l) => l.budgetCents));
    const item = (n: string) => L.find((l) => l.item === n)!;
    const biggest = argmax(L, (l) => l.actualCents);
    const smallest = argmin(L, (l) => l.actualCents);
    const overItem = argmax(L, (l) => l.actualCents - l.budgetCents);
    const overCat = argmax(cats, (c) => catAct(c) - catBud(c));
    a('What did we spend in total?', { value: m(act) });
    a('What was budgeted overall?', { value: m(bud) });
    a('How far over or under budget are we?', { value: m(act - bud), abs: true });
    a('How much did staff cost us?', { value: m(catAct('Staff')) });
    a('What was the biggest single cost item?', {
      at: biggest.item,
      value: m(biggest.actualCents),
    });
    a('What was the smallest cost line?', { at: smallest.item, value: m(smallest.actualCents) });
    a('Which line went most over budget?', { at: overItem.item });
    a('Which category went most over budget?', { at: overCat });
    a('How much did we spend on electricity?', { value: m(item('Electricity').actualCents) });
    a('What was the marketing budget?', { value: m(catBud('Marketing')) });
    a('What were actual utilities costs?', { value: m(catAct('Utilities')) });
    a('What share of actual costs was rent?', { value: pct(catAct('Rent'), act), tol: PCT });
    a('How many cost lines are there?', { value: String(L.length) });
    a('What was the budget for wages?', { value: m(item('Wages').budgetCents) });
    a('Average actual cost per line?', { value: meanCents(act, L.length) });
    a('How much did we spend on travel?', { refuse: true });
    a('What was our revenue?', { refuse: true });
  }

  // ---------------------------------------------------------------- P&L with sections and Total lines
  {
    const a = add('sectionPnl');
    const { lines: L, expenses } = b.sectionPnl.data;
    const year = (n: string): bigint => sum(L[n]!);
    const qv = (n: string, i: number): number => L[n]![i]!;
    const inc = year('Total Income');
    const bestQ = argmax(range(4), (i) => qv('Total Income', i));
    const bigExp = argmax(expenses, year);
    a('What was our total income for the year?', { value: m(inc) });
    a('What was our revenue in 2024?', { value: m(inc) });
    a('What was net income?', { value: m(year('Net Income')) });
    a('What was our bottom line in Q3?', { value: m(qv('Net Income', 2)) });
    a("What's our gross margin?", { value: pct(year('Gross Profit'), inc), tol: PCT });
    a('What is our net profit margin?', { value: pct(year('Net Income'), inc), tol: PCT });
    a('What were total expenses?', { value: m(year('Total Expenses')) });
    a('Which quarter had the highest sales?', {
      at: `Q${bestQ + 1}`,
      value: m(qv('Total Income', bestQ)),
    });
    a('How much did we spend on rent in the year?', { value: m(year('Rent')) });
    a('Wages in Q2?', { value: m(qv('Wages', 1)) });
    a('What is our biggest expense?', { at: bigExp, value: m(year(bigExp)) });
    a("What's eating our margin?", { at: [bigExp, 'Food costs'] });
    a('How much did catering bring in?', { value: m(year('Catering')) });
    a('How much did food sales grow from Q1 to Q4, in percent?', {
      value: growth(qv('Food sales', 0), qv('Food sales', 3)),
      tol: PCT,
    });
    a('What was cost of goods sold?', { value: m(year('Total Cost of Goods Sold')) });
    a('Gross profit in Q4?', { value: m(qv('Gross Profit', 3)) });
    a('What share of income comes from beverage sales?', {
      value: pct(year('Beverage sales'), inc),
      tol: PCT,
    });
    a('Average quarterly net income?', { value: meanCents(year('Net Income'), 4) });
    a('How did we do in Q1?', { value: [m(qv('Net Income', 0)), m(qv('Total Income', 0))] });
    a('How much did we spend on marketing?', { value: m(year('Marketing')) });
    a('What was our EBITDA?', { refuse: true });
    a('How much did we pay in taxes?', { refuse: true });
    a("What's our cash balance?", { refuse: true });
  }

  // ---------------------------------------------------------------- QuickBooks-style export
  {
    const a = add('quickbooks');
    const { customers, cells } = b.quickbooks.data;
    const cust = (i: number): bigint => sum(cells[i]!);
    const qtr = (k: number): bigint => sum(cells.map((c) => c[k]!));
    const total = sum(range(4).map(qtr));
    const top = argmax(range(customers.length), cust);
    const low = argmin(range(customers.length), cust);
    const bestQ = argmax(range(4), qtr);
    const top3 = [...range(customers.length)].sort((x, y) => Number(cust(y) - cust(x))).slice(0, 3);
    const ci = (n: string): number => customers.indexOf(n);
    a('Who was our best customer this year?', { at: customers[top]!, value: m(cust(top)) });
    a('What were total sales?', { value: m(total) });
    a('How much did Evergreen School pay us?', { value: m(cust(ci('Evergreen School'))) });
    a('What were sales in Q2?', { value: m(qtr(1)) });
    a('Which quarter was best?', { at: `Q${bestQ + 1}`, value: m(qtr(bestQ)) });
    a('Which customer brought in the least?', { at: customers[low]!, value: m(cust(low)) });
    a('How many customers did we have?', { value: String(customers.length) });
    a('What share of sales came from Metro Offices Inc.?', {
      value: pct(cust(ci('Metro Offices Inc.')), total),
      tol: PCT,
    });
    a('How much did Lim Family pay in Q3?', { value: m(cells[ci('Lim Family')]![2]!) });
    a('What is the average sales per customer?', { value: meanCents(total, customers.length) });
    a('How much did sales grow from Q1 to Q4, in percent?', {
      value: growth(qtr(0), qtr(3)),
      tol: PCT,
    });
    a('Who are our top 3 customers?', { at: customers[top3[0]!]!, value: m(cust(top3[0]!)) });
    a('Sales in the second half?', { value: m(qtr(2) + qtr(3)) });
    a('How much did Hillside Church bring in during Q1?', {
      value: m(cells[ci('Hillside Church')]![0]!),
    });
    a('How much did Sunshine Mall pay us?', { refuse: true });
    a('What were our expenses?', { refuse: true });
  }

  // ---------------------------------------------------------------- AR aging
  {
    const a = add('aging');
    const { customers, buckets, cells } = b.aging.data;
    const owes = (i: number): bigint => sum(cells[i]!);
    const bucket = (k: number): bigint => sum(cells.map((c) => c[k]!));
    const total = sum(range(customers.length).map(owes));
    const top = argmax(range(customers.length), owes);
    const low = argmin(range(customers.length), owes);
    const old = buckets.indexOf('91 and over');
    const topOld = argmax(range(customers.length), (i) => cells[i]![old]!);
    const ci = (n: string): number => customers.indexOf(n);
    a('How much do customers owe us?', { value: m(total) });
    a('What are our total receivables?', { value: m(total) });
    a('Who owes us the most?', { at: customers[top]!, value: m(owes(top)) });
    a('Who owes us the least?', { at: customers[low]!, value: m(owes(low)) });
    a('How much is over 90 days?', { value: m(bucket(old)) });
    a('How much is overdue?', { value: m(total - bucket(0)) });
    a('How much does Castillo Motors owe?', { value: m(owes(ci('Castillo Motors'))) });
    a('How much of the receivables is current?', { value: m(bucket(0)) });
    a("What's in the 31 - 60 days bucket?", { value: m(bucket(2)) });
    a('What share of receivables is more than 90 days old?', {
      value: pct(bucket(old), total),
      tol: PCT,
    });
    a('How many customers owe us money?', { value: String(customers.length) });
    a('Which customer has the most past 90 days?', {
      at: customers[topOld]!,
      value: m(cells[topOld]![old]!),
    });
    a('How much does Flores Logistics owe in the 1 - 30 column?', {
      value: m(cells[ci('Flores Logistics')]![1]!),
    });
    a('Average balance per customer?', { value: meanCents(total, customers.length) });
    a('What did we sell last month?', { refuse: true });
    a('How much do we owe our suppliers?', { refuse: true });
  }

  // ---------------------------------------------------------------- bank export
  {
    const a = add('bank');
    const { lines: L } = b.bank.data;
    const credits = L.filter((l) => l.creditCents > 0);
    const debits = L.filter((l) => l.debitCents > 0);
    const inMonth = (mo: number) => L.filter((l) => l.month === mo);
    a("What's our ending balance?", { value: m(L[L.length - 1]!.balanceCents) });
    a('How much cash do we have in the bank now?', { value: m(L[L.length - 1]!.balanceCents) });
    a('What were total deposits?', { value: m(sum(L.map((l) => l.creditCents))) });
    a('How much money went out in total?', { value: m(sum(L.map((l) => l.debitCents))) });
    a('What was the largest withdrawal?', {
      value: m(argmax(debits, (l) => l.debitCents).debitCents),
    });
    a('What was the biggest deposit?', {
      value: m(argmax(credits, (l) => l.creditCents).creditCents),
    });
    a('How many transactions are there?', { value: String(L.length) });
    a('How much came in during February?', { value: m(sum(inMonth(2).map((l) => l.creditCents))) });
    a('Total withdrawals in March?', { value: m(sum(inMonth(3).map((l) => l.debitCents))) });
    a('What was our lowest balance?', { value: m(argmin(L, (l) => l.balanceCents).balanceCents) });
    a('What was the highest balance?', { value: m(argmax(L, (l) => l.balanceCents).balanceCents) });
    a('What is the average deposit?', {
      value: meanCents(sum(credits.map((l) => l.creditCents)), credits.length),
    });
    a('How much did we pay in service charges?', {
      value: m(sum(L.filter((l) => l.description === 'SERVICE CHARGE').map((l) => l.debitCents))),
    });
    a('What was the balance at the end of January?', {
      value: m(inMonth(1)[inMonth(1).length - 1]!.balanceCents),
    });
    a('How much did we spend on payroll?', {
      value: m(
        sum(L.filter((l) => l.description === 'PAYROLL CREDIT BATCH').map((l) => l.debitCents)),
      ),
    });
    a('How much interest did we earn?', { refuse: true });
    a('What was the balance in December?', { refuse: true });
  }

  // ---------------------------------------------------------------- payroll
  {
    const a = add('payroll');
    const L = b.payroll.data;
    const tot = (
      k: 'basic' | 'overtime' | 'gross' | 'sss' | 'tax' | 'net' | 'philhealth' | 'pagibig',
    ): bigint => sum(L.map((l) => l[k]));
    const top = argmax(L, (l) => l.gross);
    const low = argmin(L, (l) => l.gross);
    const who = (n: string) => L.find((l) => l.employee === n)!;
    a("What's our total gross payroll this month?", { value: m(tot('gross')) });
    a('How much take-home pay did we pay out?', { value: m(tot('net')) });
    a('Who is the highest paid?', { at: top.employee });
    a('Who earns the least?', { at: low.employee });
    a('How much overtime did we pay?', { value: m(tot('overtime')) });
    a('What is the average gross pay?', { value: meanCents(tot('gross'), L.length) });
    a('How much tax did we withhold?', { value: m(tot('tax')) });
    a("What is Ella Cruz's net pay?", { value: m(who('Ella Cruz').net) });
    a('How many employees are on the payroll?', { value: String(L.length) });
    a('Total SSS contributions?', { value: m(tot('sss')) });
    a("What's Gino Ramos's basic pay?", { value: m(who('Gino Ramos').basic) });
    a('How much do we pay our cashiers in total?', {
      value: [
        m(sum(L.filter((l) => l.position === 'Cashier').map((l) => l.gross))),
        m(sum(L.filter((l) => l.position === 'Cashier').map((l) => l.basic))),
      ],
    });
    a('Total PhilHealth?', { value: m(tot('philhealth')) });
    a('What is the total basic pay?', { value: m(tot('basic')) });
    a('What share of gross pay goes to withholding tax?', {
      value: pct(tot('tax'), tot('gross')),
      tol: PCT,
    });
    a('How much 13th month pay do we owe?', { refuse: true });
    a('What was payroll in November?', { refuse: true });
    a('How much did we pay in SSS loans?', { refuse: true });
  }

  // ---------------------------------------------------------------- inventory
  {
    const a = add('inventory');
    const L = b.inventory.data;
    const top = argmax(L, (l) => l.valueCents);
    const dear = argmax(L, (l) => l.unitCents);
    const fewest = argmin(L, (l) => l.qty);
    const most = argmax(L, (l) => l.qty);
    const it = (n: string) => L.find((l) => l.item === n)!;
    const catVal = (c: string): bigint =>
      sum(L.filter((l) => l.category === c).map((l) => l.valueCents));
    a("What's our inventory worth?", { value: m(sum(L.map((l) => l.valueCents))) });
    a('Which item has the most value in stock?', { at: top.item, value: m(top.valueCents) });
    a('How many cordless drills do we have?', { value: String(it('Cordless drill').qty) });
    a('What does a ball valve cost us?', { value: m(it('Ball valve').unitCents) });
    a('What is our most expensive item?', { at: dear.item, value: m(dear.unitCents) });
    a('How many units do we have in stock altogether?', {
      value: String(L.reduce((s, l) => s + l.qty, 0)),
    });
    a('Which item are we lowest on?', { at: fewest.item, value: String(fewest.qty) });
    a('Which item do we have the most of?', { at: most.item, value: String(most.qty) });
    a('What is the value of our paint stock?', { value: m(catVal('Paint')) });
    a('Average unit cost?', { value: meanCents(sum(L.map((l) => l.unitCents)), L.length) });
    a('How many different items do we carry?', { value: String(L.length) });
    a('How much is our stock of angle grinders worth?', {
      value: m(it('Angle grinder').valueCents),
    });
    a('How much is tied up in power tools?', { value: m(catVal('Power tools')) });
    a('What is the unit cost of teflon tape?', { value: m(it('Teflon tape').unitCents) });
    a('How many items did we sell last month?', { refuse: true });
    a('What is our markup on hammers?', { refuse: true });
    a('How many ladders are in stock?', { refuse: true });
  }

  // ---------------------------------------------------------------- two-year comparison
  {
    const a = add('twoYear');
    const { lines: L, expenses } = b.twoYear.data;
    const v = (n: string, y: 0 | 1): number => L[n]![y];
    const chg = (n: string): number => v(n, 1) - v(n, 0);
    const topGrow = argmax(expenses, chg);
    a('What was revenue in 2024?', { value: m(v('Revenue', 1)) });
    a('What was net income in 2023?', { value: m(v('Net income', 0)) });
    a('How much did revenue grow, in percent?', {
      value: growth(v('Revenue', 0), v('Revenue', 1)),
      tol: 0.1,
    });
    a('By how much did revenue increase from 2023 to 2024?', { value: m(chg('Revenue')) });
    a('Which expense grew the most?', { at: topGrow });
    a('How much did marketing change from 2023 to 2024?', { value: m(chg('Marketing')) });
    a('What was our gross margin in 2024?', {
      value: pct(v('Gross profit', 1), v('Revenue', 1)),
      tol: PCT,
    });
    a('What was our gross margin in 2023?', {
      value: pct(v('Gross profit', 0), v('Revenue', 0)),
      tol: PCT,
    });
    a('Total operating expenses in 2024?', { value: m(v('Total operating expenses', 1)) });
    a('How much did net income change?', { value: m(chg('Net income')) });
    a('By what percent did utilities go up?', {
      value: growth(v('Utilities', 0), v('Utilities', 1)),
      tol: 0.1,
    });
    a('What was cost of sales in 2023?', { value: m(v('Cost of sales', 0)) });
    a('What was our net margin in 2024?', {
      value: pct(v('Net income', 1), v('Revenue', 1)),
      tol: PCT,
    });
    a('Salaries in 2024?', { value: m(v('Salaries', 1)) });
    a('What was operating income in 2023?', { value: m(v('Operating income', 0)) });
    a('Compare revenue this year to last', {
      value: [m(chg('Revenue')), growth(v('Revenue', 0), v('Revenue', 1)), m(v('Revenue', 1))],
      tol: 0.1,
    });
    a('What was our EBITDA?', { refuse: true });
    a('What was revenue in 2022?', { refuse: true });
  }

  // ---------------------------------------------------------------- opex by month, in thousands
  {
    const a = add('opexThousands');
    const { categories, cells } = b.opexThousands.data;
    const k = 1000n * 100n; // thousands to cents
    const cat = (c: string): bigint => sum(cells[categories.indexOf(c)]!);
    const month = (i: number): bigint => sum(cells.map((r) => r[i]!));
    const total = sum(categories.map(cat));
    const top = argmax(categories, cat);
    const topMonth = argmax(range(12), month);
    // in thousands: either the sheet's figure or pesos, and the text says which
    const th = (x: bigint): OwnerExpect => ({ value: [x.toString(), m(x * k)] });
    a('What were total operating expenses for the year?', { ...th(total), text: ['thousand'] });
    a('Which category is the biggest?', { at: top, ...th(cat(top)) });
    a('How much did we spend in March?', th(month(2)));
    a('Which month had the highest spending?', {
      at: MONTHS_SHORT[topMonth]!,
      ...th(month(topMonth)),
    });
    a('What did rent cost for the year?', th(cat('Rent')));
    a('Marketing in June?', th(BigInt(cells[categories.indexOf('Marketing')]![5]!)));
    a('What were average monthly salaries?', {
      value: [
        hundredths(divRound(cat('Salaries') * 100n, 12n)),
        hundredths(divRound(cat('Salaries') * 100000n, 12n)),
      ],
      tol: 0.01,
    });
    a('What share of spending went to professional fees?', {
      value: pct(cat('Professional fees'), total),
      tol: PCT,
    });
    a(
      'How much did transport cost in Q4?',
      th(sum(cells[categories.indexOf('Transport')]!.slice(9))),
    );
    a(`Spending in ${MONTHS_LONG[10]}?`, th(month(10)));
    a('What did we spend on insurance?', { refuse: true });
    a('What were our sales?', { refuse: true });
  }
  return out;
}
