/**
 * Pet grooming salon (Seoul), won without minor units: months down as "Jan-25", services
 * across, a Total column at the right and a Total row at the bottom, two title lines.
 */
import ExcelJS from 'exceljs';
import { growth, pct, meanCents } from '../../expect';
import {
  argMax,
  argMin,
  asker,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  MONTHS,
  type BlindBook,
} from '../lib';

const NAME = 'pet-grooming';
const SERVICES = ['Full Groom', 'Bath & Brush', 'Nail Trim', 'Teeth Cleaning', 'Puppy Intro'];

export const petGrooming: BlindBook = {
  name: NAME,
  business: 'pet grooming salon, ₩',
  async build() {
    const r = rngFor(NAME);
    const data = MONTHS.map(() =>
      SERVICES.map((_, s) => BigInt(randInt(r, 8, 60) * [45000, 25000, 8000, 30000, 20000][s]!)),
    );
    const rowTot = data.map((row) => sumB(row));
    const colTot = SERVICES.map((_, s) => sumB(data.map((row) => row[s]!)));
    const grand = sumB(rowTot);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('2025 Revenue');
    let at = writeRows(ws, 1, [
      ['Happy Paws Grooming — revenue by service'],
      ['Amounts in KRW (₩)'],
      [],
    ]);
    at = writeRows(ws, at, [['Month', ...SERVICES, 'Total']]);
    at = writeRows(
      ws,
      at,
      data.map((row, i) => [`${MONTHS[i]}-25`, ...row.map(Number), Number(rowTot[i])]),
    );
    writeRows(ws, at, [['Total', ...colTot.map(Number), Number(grand)]]);
    ws.getColumn(7).numFmt = '"₩"#,##0';

    const { qs, ask, refuse } = asker(NAME);
    const best = argMax(rowTot);
    const worst = argMin(rowTot);
    const q2 = sumB(rowTot.slice(3, 6));
    const topSvc = argMax(colTot);
    ask(
      'what did we make in total this year',
      { value: whole(grand) },
      'grand total = sum of all month x service cells',
    );
    ask('best month?', { at: MONTHS[best]! }, 'month with the largest row total');
    ask('which month was the slowest', { at: MONTHS[worst]! }, 'month with the smallest row total');
    ask('how did we do in March', { value: whole(rowTot[2]!) }, 'March row total, all services');
    ask('nail trim revenue for the year', { value: whole(colTot[2]!) }, 'Nail Trim column total');
    ask(
      'How much did Full Groom bring in during July?',
      { value: whole(data[6]![0]!) },
      'one cell',
    );
    ask('total for Q2', { value: whole(q2) }, 'Apr+May+Jun row totals');
    ask(
      'average monthly revenue',
      { value: meanCents(grand * 100n, 12) },
      'grand total / 12, rounded to 0.01',
    );
    ask(
      'how much did sales grow from january to december in percent',
      { value: growth(rowTot[0]!, rowTot[11]!) },
      '(Dec-Jan)/Jan*100, 2 dp',
    );
    ask(
      'which service earns the most',
      { at: SERVICES[topSvc]! },
      'service with the largest column total',
    );
    ask(
      'what share of revenue is teeth cleaning',
      { value: pct(colTot[3]!, grand) },
      'Teeth Cleaning total / grand total *100, 2 dp',
    );
    ask(
      'puppy intro sales in the first half',
      { value: whole(sumB(data.slice(0, 6).map((x) => x[4]!))) },
      'Puppy Intro Jan..Jun',
    );
    ask('bath and brush in oct', { value: whole(data[9]![1]!) }, 'one cell');
    refuse('how many dogs did we groom in may', 'the sheet holds revenue only, no counts');
    refuse('what was our profit last year', 'no costs and no prior year on the sheet');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [['grand total = sum of column totals', grand, sumB(colTot)]],
    };
  },
};
