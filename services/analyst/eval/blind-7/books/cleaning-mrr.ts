/**
 * A commercial cleaning company's recurring contracts (MRR) sheet in euros: client and
 * contract type on the left, monthly recurring revenue for July-December 2025 across, a
 * blank cell when the contract had not started or had ended, and an "MRR" total row.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  Questions,
  argMax,
  centsIn,
  divRound,
  cell,
  fmt,
  growth,
  intIn,
  money,
  pick,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'cleaning-mrr';
const CLIENTS = [
  'Oficinas Nexo',
  'Clínica Dental Sonrisa',
  'Hotel Miramar',
  'Colegio San Jorge',
  'Gimnasio Fuerza',
  'Bufete Ruiz & Asociados',
  'Panadería La Espiga',
  'Coworking Faro',
  'Concesionario AutoSur',
  'Farmacia Central',
] as const;
const TYPES = ['Daily office', 'Weekly deep clean', 'Night shift', 'Windows only'] as const;
const M = [6, 7, 8, 9, 10, 11];

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const contracts = CLIENTS.map((client, i) => {
    const start = i < 6 ? 0 : intIn(rng, 1, 5);
    const end = i === 2 || i === 4 ? intIn(rng, start + 1, 4) : 6; // two clients churn
    const fee = centsIn(rng, 450, 3800);
    return {
      client,
      type: pick(rng, TYPES),
      mrr: M.map((_, k) => (k >= start && k < end ? fee : 0)),
    };
  });
  const mrr = M.map((_, k) => sum(contracts.map((c) => c.mrr[k]!)));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  ws.addRow(['LimpiaPro Servicios - recurring contracts, monthly fee (€)']);
  ws.addRow([]);
  ws.addRow(['Client', 'Contract', ...M.map((m) => `${MON[m]}-25`)]);
  for (const c of contracts)
    fmt(
      ws.addRow([c.client, c.type, ...c.mrr.map((v) => (v ? cell(v) : null))]),
      range(3, 8),
      '#,##0.00 €',
    );
  fmt(ws.addRow(['MRR', '', ...mrr.map(cell)]), range(3, 8), '#,##0.00 €');

  const q = new Questions(NAME);
  const dec = contracts.map((c) => c.mrr[5]!);
  const top = argMax(dec);
  const activeDec = dec.filter((v) => v > 0).length;
  const churned = contracts.filter((c) => c.mrr.some((v) => v > 0) && c.mrr[5] === 0);
  const lifetime = contracts.map((c) => sum(c.mrr));
  const topLife = argMax(lifetime);
  q.money("what's our MRR in december", mrr[5]!, 'MRR row, Dec-25');
  q.pct(
    'how much did MRR grow since july',
    growth(mrr[0]!, mrr[5]!),
    '(Dec MRR - Jul MRR) / Jul MRR * 100',
  );
  if (uniqueExtreme(dec, top))
    q.at(
      'biggest client right now',
      CLIENTS[top]!,
      'client with the highest fee in Dec-25 (the latest month)',
      money(dec[top]!),
    );
  q.num('how many active contracts in december', activeDec, 'clients with a fee in Dec-25');
  q.num(
    'how many clients did we lose',
    churned.length,
    'clients billed in an earlier month with no fee in Dec-25',
  );
  q.money('total billed july to december', sum(mrr), 'sum of the MRR row over the six months');
  q.money('annual run rate', mrr[5]! * 12n, 'ARR = December MRR x 12');
  q.money(
    'what does hotel miramar pay a month',
    [...contracts[2]!.mrr].filter((v) => v > 0)[0]!,
    'Hotel Miramar monthly fee (the same every month it was active)',
  );
  q.money('mrr in september', mrr[2]!, 'MRR row, Sep-25');
  if (uniqueExtreme(lifetime, topLife))
    q.at(
      'which client brought in the most over the six months',
      CLIENTS[topLife]!,
      'client with the largest sum of fees Jul-Dec',
      money(lifetime[topLife]!),
    );
  q.money(
    'how much new MRR did we add after july',
    sum(contracts.filter((c) => c.mrr[0] === 0).map((c) => c.mrr.find((v) => v > 0) ?? 0)),
    'sum of the monthly fee of clients whose first fee is after Jul-25',
  );
  q.money(
    'average contract value in december',
    divRound(mrr[5]!, BigInt(activeDec)),
    'Dec MRR / active contracts in Dec, to the cent (half up)',
  );
  q.refuse('what is our churn rate', 'ambiguous: logo churn or revenue churn, over which period');
  q.refuse('how many hours do the crews work', 'no hours in the sheet');

  return {
    name: NAME,
    business: 'commercial cleaning company',
    shape: 'MRR sheet: clients x months with blanks for inactive months, MRR total row',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [{ what: 'client sums = MRR row sums', got: sum(lifetime), want: sum(mrr) }],
  };
}
