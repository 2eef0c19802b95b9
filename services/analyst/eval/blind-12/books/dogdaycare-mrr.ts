/** A dog daycare's membership MRR sheet: months as "2025-01", movements across, Active dogs. GBP. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, sum } from '../../expect';
import {
  amt,
  argMax,
  cents,
  int,
  monthAt,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const r = rng(13);
let start = cents(r, 9000, 12000);
let dogs = int(r, 40, 60);
const months = Array.from({ length: 12 }, (_, m) => {
  const nw = cents(r, 600, 2200);
  const expansion = cents(r, 0, 500);
  const churn = cents(r, 300, 1800);
  const end = start + nw + expansion - churn;
  dogs += int(r, -3, 5);
  const row = {
    m,
    label: `2025-${String(m + 1).padStart(2, '0')}`,
    start,
    nw,
    expansion,
    churn,
    end,
    dogs,
  };
  start = end;
  return row;
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  let row = put(ws, 1, [['Waggy Tails Daycare - memberships (£ per month)']]);
  row = put(ws, row, [
    ['Month', 'Opening MRR', 'New', 'Upgrades', 'Cancelled', 'Closing MRR', 'Active dogs'],
  ]);
  put(
    ws,
    row,
    months.map((x) => [
      x.label,
      amt(x.start),
      amt(x.nw),
      amt(x.expansion),
      amt(-x.churn),
      amt(x.end),
      x.dogs,
    ]),
  );
  return toBytes(wb);
}

const dec = months[11]!;
const totalNew = sum(months.map((x) => x.nw));
const totalChurn = sum(months.map((x) => x.churn));

export const dogdaycareMrr: BlindBook = {
  name: 'dogdaycare-mrr',
  business: 'dog daycare',
  shape: 'subscriptions / MRR movements by month',
  build,
  checks: [
    {
      what: 'Dec closing = Jan opening + all movements',
      a: BigInt(dec.end),
      b: BigInt(months[0]!.start) + totalNew + sum(months.map((x) => x.expansion)) - totalChurn,
    },
  ],
  questions: questionsFor('dogdaycare-mrr', [
    ['mrr at the end of the year', { value: money(dec.end) }, 'Closing MRR, 2025-12'],
    ['how much new mrr did we add this year', { value: money(totalNew) }, 'sum of New'],
    [
      'total churn',
      { value: [money(totalChurn), money(-totalChurn)] },
      'sum of Cancelled (shown negative; sign either way)',
    ],
    [
      'which month did we lose the most',
      { at: monthAt(argMax(months.map((x) => x.churn))) },
      'largest Cancelled amount',
    ],
    [
      'mrr growth over the year',
      { value: growth(months[0]!.start, dec.end) },
      '(Dec closing - Jan opening)/Jan opening, %',
    ],
    ['how many dogs in june', { value: String(months[5]!.dogs), tol: 0 }, 'Active dogs 2025-06'],
    ['average new mrr per month', { value: meanCents(totalNew, 12) }, 'sum of New / 12'],
    ['annual run rate now', { value: money(BigInt(dec.end) * 12n) }, 'Dec closing MRR x 12'],
    ['upgrades total', { value: money(sum(months.map((x) => x.expansion))) }, 'sum of Upgrades'],
    [
      'mrr in march',
      { value: money(months[2]!.end) },
      'Closing MRR 2025-03 (MRR of a month = its closing figure)',
    ],
    [
      'best month for new sign ups',
      { at: monthAt(argMax(months.map((x) => x.nw))) },
      'highest New',
    ],
    [
      'net new mrr in Q3',
      { value: money(BigInt(months[8]!.end - months[6]!.start)) },
      'Sep closing - Jul opening',
    ],
    ['how many dogs left us', REFUSE, 'cancellations in money only'],
    ['revenue for the year', REFUSE, 'billing not recorded; sum of MRR vs billed is ambiguous'],
  ]),
};
