/**
 * Clearview Opticians (GBP): a sales log, one row per invoice line, January–June 2025,
 * with a Total row under the Amount column and a note line.
 */
import { growth, meanCents, money, pct } from '../../expect';
import {
  argmax,
  cell$,
  day,
  MONTHS,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'optician';
const PATIENTS = [
  'Mrs A. Okafor',
  'Mr D. Brennan',
  'Ms P. Laine',
  'Mr R. Kowalski',
  'Mrs J. Whitfield',
  'Mr T. Haddad',
  'Ms E. Nakamura',
  'Mr G. Fitzpatrick',
  'Mrs S. Moreau',
  'Mr K. Olawale',
  'Ms L. Varga',
  'Mr B. Sinclair',
];
const ITEMS: Array<{ name: string; lo: number; hi: number }> = [
  { name: 'Frames', lo: 89, hi: 240 },
  { name: 'Lenses', lo: 60, hi: 180 },
  { name: 'Contact lenses', lo: 18, hi: 45 },
  { name: 'Eye test', lo: 25, hi: 25 },
  { name: 'Sunglasses', lo: 55, hi: 150 },
];

interface Sale {
  date: Date;
  month: number;
  patient: string;
  item: string;
  qty: bigint;
  unit: bigint;
  amount: bigint;
}

export async function buildOptician(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const sales: Sale[] = [];
  for (let month = 1; month <= 6; month++) {
    const n = rng.int(9, 14);
    const days = Array.from({ length: n }, () => rng.int(1, 28)).sort((a, b) => a - b);
    for (const d of days) {
      const it = rng.pick(ITEMS);
      const qty = BigInt(
        it.name === 'Contact lenses' ? rng.int(1, 6) : it.name === 'Eye test' ? 1 : rng.int(1, 2),
      );
      const unit = BigInt(
        rng.int(it.lo, it.hi) * 100 + (it.name === 'Eye test' ? 0 : rng.pick([0, 50, 99])),
      );
      sales.push({
        date: day(2025, month, d),
        month,
        patient: rng.pick(PATIENTS),
        item: it.name,
        qty,
        unit,
        amount: qty * unit,
      });
    }
  }
  const amounts = sales.map((s) => s.amount);
  const grand = total(amounts);
  const byMonth = [1, 2, 3, 4, 5, 6].map((m) =>
    total(sales.filter((s) => s.month === m).map((s) => s.amount)),
  );
  const byPatient = PATIENTS.map((p) =>
    total(sales.filter((s) => s.patient === p).map((s) => s.amount)),
  );
  const itemSum = (name: string): bigint =>
    total(sales.filter((s) => s.item === name).map((s) => s.amount));
  const itemQty = (name: string): bigint =>
    total(sales.filter((s) => s.item === name).map((s) => s.qty));
  const frames = sales.filter((s) => s.item === 'Frames');

  const wb = newBook();
  const ws = wb.addWorksheet('Sales log');
  ws.addRow(['Date', 'Invoice', 'Patient', 'Item', 'Qty', 'Unit price', 'Amount']);
  sales.forEach((s, i) =>
    ws.addRow([
      s.date,
      `CV-${1040 + i}`,
      s.patient,
      s.item,
      Number(s.qty),
      cell$(s.unit),
      cell$(s.amount),
    ]),
  );
  const totalRow = sales.length + 2;
  ws.addRow(['Total', null, null, null, null, null, cell$(grand)]);
  ws.addRow(['NHS vouchers are recorded at the voucher value. Prices include VAT.']);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(6).numFmt = moneyFmt('£');
  ws.getColumn(7).numFmt = moneyFmt('£');

  const q = new Questions(BOOK);
  const q2Count = sales.filter((s) => s.month >= 4).length;
  const biggest = argmax(amounts);
  const topPatient = argmax(byPatient);
  const somePatient = PATIENTS.findIndex((_, i) => i !== topPatient && byPatient[i]! > 0n);
  const eyeTestsMay = sales.filter((s) => s.item === 'Eye test' && s.month === 5).length;
  q.ask(
    'total sales so far this year',
    { value: money(grand) },
    'sum of the Amount column over all lines (Jan-Jun), equals the Total row',
    { sheet: 'Sales log', ref: `G${totalRow}` },
  );
  q.ask(
    'how many sales have we made',
    { value: String(sales.length) },
    'number of invoice lines in the log (Total row and note not counted)',
  );
  q.ask('how many sales in Q2', { value: String(q2Count) }, 'lines dated April-June');
  q.ask(
    'average sale',
    { value: meanCents(grand, sales.length) },
    'total Amount / number of lines, to the penny',
  );
  q.ask(
    'who had the biggest single sale',
    { at: sales[biggest]!.patient },
    'patient on the line with the largest Amount',
  );
  q.ask(
    'who spends the most with us',
    { at: PATIENTS[topPatient]! },
    'patient with the largest summed Amount',
  );
  q.ask(
    'how much have contact lenses brought in',
    { value: money(itemSum('Contact lenses')) },
    'sum of Amount where Item = Contact lenses',
  );
  q.ask(
    'sales in march?',
    { value: money(byMonth[2]!) },
    'sum of Amount for lines dated in March 2025',
  );
  q.ask(
    'how many frames did we sell',
    { value: String(itemQty('Frames')) },
    'sum of Qty where Item = Frames',
  );
  q.ask(
    'whats the average price of a pair of frames',
    {
      value: [
        meanCents(itemSum('Frames'), Number(itemQty('Frames'))),
        meanCents(total(frames.map((s) => s.unit)), frames.length),
      ],
    },
    'either frames Amount / frames Qty (weighted) or the mean of the frames Unit price column: both readings accepted',
  );
  q.ask('best month', { at: MONTHS[argmax(byMonth)]! }, 'month with the largest summed Amount');
  q.ask(
    'how many eye tests did we do in may',
    { value: String(eyeTestsMay) },
    'count of May lines with Item = Eye test (Qty is always 1)',
  );
  q.ask(
    `what has ${PATIENTS[somePatient]!.replace(/^(Mrs|Mr|Ms) /, '$1 ')} spent with us`,
    { value: money(byPatient[somePatient]!) },
    'sum of Amount for that patient',
  );
  q.ask(
    'did q2 beat q1? by what percent',
    { value: growth(total(byMonth.slice(0, 3)), total(byMonth.slice(3))) },
    'growth = (Q2 sales - Q1 sales) / Q1 sales, percent to 2 dp',
  );
  q.ask(
    'what percent of takings came from sunglasses',
    { value: pct(itemSum('Sunglasses'), grand) },
    'Sunglasses Amount / total Amount, percent 2 dp',
  );
  q.refuse('whats our margin on frames', 'no cost of frames in the log');
  q.refuse('how did we do in july', 'the log covers January to June only');
  q.refuse('how many new patients did we see', 'the log does not say which patients are new');

  return {
    name: BOOK,
    business: 'optician',
    shape:
      'sales log (date, invoice, patient, item, qty, unit price, amount) with Total row and note',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [{ sheet: 'Sales log', parts: [`G2:G${totalRow - 1}`], total: `G${totalRow}` }],
  };
}
