/**
 * Boutique hotel (Lucerne, CHF), a QuickBooks-style Profit and Loss export: company / report /
 * period title rows, an indented account column with parent accounts, "Total ..." lines, one
 * "Total" amount column, the "Accrual Basis" footer.
 */
import ExcelJS from 'exceljs';
import { pct } from '../../expect';
import {
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'hotel-quickbooks';

export const hotelQuickbooks: BlindBook = {
  name: NAME,
  business: 'boutique hotel, CHF, QuickBooks export',
  async build() {
    const r = rngFor(NAME);
    const c = (lo: number, hi: number): bigint => BigInt(randInt(r, lo * 100, hi * 100));
    const rooms = { Standard: c(300000, 420000), Suites: c(180000, 260000) };
    const fnb = { Breakfast: c(40000, 70000), Bar: c(25000, 50000) };
    const spa = c(20000, 45000);
    const roomsTot = rooms.Standard + rooms.Suites;
    const fnbTot = fnb.Breakfast + fnb.Bar;
    const income = roomsTot + fnbTot + spa;
    const cogs = { 'Food & Beverage Cost': c(20000, 35000), 'Guest Amenities': c(5000, 12000) };
    const cogsTot = sumB(Object.values(cogs));
    const gross = income - cogsTot;
    const payroll = { Wages: c(150000, 200000), 'Social Charges': c(20000, 30000) };
    const payTot = payroll.Wages + payroll['Social Charges'];
    const other = {
      'Booking Commissions': c(40000, 70000),
      Utilities: c(15000, 30000),
      Laundry: c(8000, 16000),
      Repairs: c(5000, 25000),
    };
    const expTot = payTot + sumB(Object.values(other));
    const net = gross - expTot;

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Profit and Loss');
    const L = (label: string, v: bigint): RowValue[] => [label, cell(v)];
    writeRows(ws, 1, [
      ['Hotel Seeblick AG'],
      ['Profit and Loss'],
      ['January - December 2025'],
      [],
      [null, 'Total'],
      ['Income'],
      ['   4000 Room Revenue'],
      L('      4010 Standard Rooms', rooms.Standard),
      L('      4020 Suites', rooms.Suites),
      L('   Total 4000 Room Revenue', roomsTot),
      ['   4100 Food & Beverage'],
      L('      4110 Breakfast', fnb.Breakfast),
      L('      4120 Bar', fnb.Bar),
      L('   Total 4100 Food & Beverage', fnbTot),
      L('   4200 Spa', spa),
      L('Total Income', income),
      ['Cost of Goods Sold'],
      ...Object.entries(cogs).map(([k, v]) => L(`   ${k}`, v)),
      L('Total Cost of Goods Sold', cogsTot),
      L('Gross Profit', gross),
      ['Expenses'],
      ['   6000 Payroll'],
      ...Object.entries(payroll).map(([k, v]) => L(`      ${k}`, v)),
      L('   Total 6000 Payroll', payTot),
      ...Object.entries(other).map(([k, v]) => L(`   ${k}`, v)),
      L('Total Expenses', expTot),
      L('Net Operating Income', net),
      L('Net Income', net),
      [],
      ['Accrual Basis  Monday, 12 January 2026 09:14 AM GMT+01:00'],
    ]);
    ws.getColumn(2).numFmt = '"CHF" #,##0.00';

    const { qs, ask, refuse } = asker(NAME);
    ask('total income 2025', { value: m(income) }, 'Total Income');
    ask('how much did rooms bring in', { value: m(roomsTot) }, 'Total 4000 Room Revenue');
    ask('suite revenue', { value: m(rooms.Suites) }, '4020 Suites');
    ask('net income for the year', { value: m(net) }, 'Net Income');
    ask('gross profit', { value: m(gross) }, 'Gross Profit line');
    ask(
      'what did we spend on payroll',
      { value: m(payTot) },
      'Total 6000 Payroll (wages + social charges)',
    );
    ask('booking commissions', { value: m(other['Booking Commissions']) }, 'one line');
    ask(
      'total expenses',
      { value: m(expTot) },
      'Total Expenses (COGS not included, as the report groups them)',
    );
    ask(
      'what percent of income goes to payroll',
      { value: pct(payTot, income) },
      'Total Payroll / Total Income *100',
    );
    ask('net margin', { value: pct(net, income) }, 'Net Income / Total Income *100');
    ask('food and beverage revenue', { value: m(fnbTot) }, 'Total 4100 Food & Beverage');
    ask('how much did the bar make', { value: m(fnb.Bar) }, '4120 Bar');
    ask(
      'spa income as a share of total income',
      { value: pct(spa, income) },
      'Spa / Total Income *100',
    );
    refuse('what was our occupancy rate', 'no room-night counts');
    refuse('how did december compare to november', 'one annual column, no months');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [['net = income - cogs - expenses', net, income - cogsTot - expTot]],
    };
  },
};
