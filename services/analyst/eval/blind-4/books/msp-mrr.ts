/**
 * An IT support firm's monthly retainers (MRR): clients down, months across, blank where a
 * client had not started or had left, a Total MRR row and a client-count row. Australian dollars.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { MON, argmax, cell, cents, growth, isum, money, newBook, toBytes } from '../kit/cells';

const CLIENTS = [
  'Harbour Dental',
  'Ridgeway Legal',
  'Koala Childcare',
  'Banksia Physio',
  'Sandstone Realty',
  'Westside Motors',
  'Tidal Architects',
  'Cobalt Freight',
  'Gumtree Vets',
  'Opal Accounting',
];

export async function buildMspMrr(r: Rng): Promise<BuiltBook> {
  const plan = CLIENTS.map((_, i) => {
    const start = i < 6 ? 0 : r.int(2, 9);
    const end = i === 2 || i === 4 ? r.int(start + 3, 10) : 12; // two clients churn
    const fee = cents(r, 6, 30, true) * 50n; // $300 - $1,500
    const raise = r.next() < 0.3 ? r.int(start + 1, 11) : 99;
    return MON.map((_, m) => (m >= start && m < end ? fee + (m >= raise ? 15000n : 0n) : 0n));
  });
  const mrr = MON.map((_, m) => isum(plan.map((p) => p[m]!)));
  const active = MON.map((_, m) => plan.filter((p) => p[m]! > 0n).length);
  const wb = newBook();
  const ws = wb.addWorksheet('MRR 2026');
  ws.addRow(['Bytewise IT - monthly recurring revenue (AUD, ex GST)']);
  ws.addRow(['Client', ...MON.map((m) => `${m}-26`)]);
  CLIENTS.forEach((c, i) => ws.addRow([c, ...plan[i]!.map((v) => (v ? cell(v) : null))]));
  ws.addRow(['Total MRR', ...mrr.map(cell)]);
  ws.addRow(['Active clients', ...active]);

  const yearRev = isum(mrr);
  const clientYear = plan.map((p) => isum(p));
  const top = argmax(plan.map((p) => p[11]!));
  const topYear = argmax(clientYear);
  const churned = plan.filter((p) => p[0]! + p[5]! > 0n && p[11]! === 0n).length;
  const questions: BookQuestion[] = [
    {
      id: 'dec',
      question: 'what is our MRR in december',
      expect: { value: money(mrr[11]!) },
      means: 'Total MRR, Dec-26',
    },
    {
      id: 'grow',
      question: 'how much did MRR grow over the year %',
      expect: { value: growth(mrr[0]!, mrr[11]!), tol: 0.01 },
      means: '(Dec MRR - Jan MRR) / Jan MRR',
    },
    {
      id: 'year',
      question: 'total retainer revenue for 2026',
      expect: { value: money(yearRev) },
      means: 'sum of Total MRR over the 12 months',
    },
    {
      id: 'clients',
      question: 'how many clients do we have now',
      expect: { value: String(active[11]) },
      means: 'Active clients, Dec-26',
    },
    {
      id: 'top',
      question: 'biggest client right now',
      expect: { value: money(plan[top]![11]!), at: CLIENTS[top]! },
      means: 'largest December retainer',
    },
    {
      id: 'topyear',
      question: 'which client paid us the most over the year',
      expect: { value: money(clientYear[topYear]!), at: CLIENTS[topYear]! },
      means: 'largest row sum',
    },
    {
      id: 'jun',
      question: 'mrr june',
      expect: { value: money(mrr[5]!) },
      means: 'Total MRR, Jun-26',
    },
    {
      id: 'arr',
      question: 'what is our ARR',
      expect: { value: money(mrr[11]! * 12n) },
      means: 'annual run rate = latest (December) MRR x 12',
    },
    {
      id: 'ridge',
      question: 'how much does ridgeway legal pay per month',
      expect: { value: money(plan[1]![11]!) },
      means: 'Ridgeway Legal, latest month (Dec-26)',
    },
    {
      id: 'churn',
      question: 'how many clients did we lose',
      expect: { value: String(churned) },
      means: 'clients billed earlier in the year and not in December',
    },
    {
      id: 'avg',
      question: 'average retainer in december',
      expect: { value: money((mrr[11]! * 2n + BigInt(active[11]!)) / (2n * BigInt(active[11]!))) },
      means: 'December Total MRR / December active clients',
    },
    {
      id: 'h2add',
      question: 'how much mrr did we add between june and december',
      expect: { value: money(mrr[11]! - mrr[5]!) },
      means: 'Total MRR Dec-26 - Total MRR Jun-26',
    },
    {
      id: 'hours',
      question: 'how many support tickets did harbour dental raise',
      expect: { refuse: true },
      means: 'no tickets in the sheet',
    },
    {
      id: 'ltv',
      question: 'what is our customer lifetime value',
      expect: { refuse: true },
      means: 'needs margin and churn assumptions: ambiguous',
    },
  ];
  return {
    business: 'IT support (managed services)',
    shape:
      'MRR: clients x months, blanks before start / after churn, Total MRR and client-count rows',
    bytes: await toBytes(wb),
    questions,
    checks: [{ what: 'client rows add up to the year', left: isum(clientYear), right: yearRev }],
  };
}
