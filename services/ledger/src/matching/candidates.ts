/**
 * Who a bank line may be: pure scoring, no database. Money in is proposed against open invoices
 * (amount equal to a balance due, the client's name or the invoice number in the text, dated on
 * or after the invoice) and against recorded sales; money out against recorded expenses (amount,
 * vendor in the text, date close). One strong candidate is 'exact'; several strong (or several
 * weak) ones make the line ambiguous: it is only ever applied by the user's confirmation.
 */
import type { MatchCandidate } from '@fina/contract';
import { normaliseDescription } from '../bank-statements/fingerprint';

export interface LineFacts {
  date: string;
  description: string;
  /** Signed minor units. */
  amount: bigint;
}
export interface OpenInvoice {
  id: string;
  number: number;
  client: string;
  date: string;
  balanceDue: bigint;
  balanceText: string;
}
export interface RecordedExpense {
  id: string;
  vendor: string;
  date: string;
  amount: bigint;
  amountText: string;
}
export interface RecordedSale {
  id: string;
  product: string;
  date: string;
  amount: bigint;
  amountText: string;
}

interface Scored {
  candidate: Omit<MatchCandidate, 'confidence'>;
  strong: boolean;
  distance: number;
}

const DAY_MS = 86_400_000;
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Words of a name worth finding in a bank text ("Acme Ltd" → the whole name or "acme"). */
function nameFound(name: string, text: string): boolean {
  const wanted = normaliseDescription(name);
  if (!wanted) return false;
  const padded = ` ${text} `;
  if (padded.includes(` ${wanted} `)) return true;
  const words = wanted
    .split(' ')
    .filter((word) => word.length >= 4 && !/^(ltd|inc|corp|llc|gmbh|company|limited)$/.test(word));
  return words.length > 0 && padded.includes(` ${words[0]} `);
}

/** "Invoice 12", "INV-0012", "Facture n° 12", "#12" in the text (normalised or as written). */
function invoiceNumberFound(number: number, text: string, raw: string): boolean {
  const keyword = new RegExp(
    `(^|\\s)(inv|invoice|facture|factura|rechnung|no|nr|n|ref)\\s?0*${number}(\\s|$)`,
  );
  return keyword.test(text) || new RegExp(`#\\s?0*${number}(\\D|$)`).test(raw);
}

function invoiceCandidate(line: LineFacts, text: string, invoice: OpenInvoice): Scored | null {
  if (line.date < invoice.date || line.amount <= 0n) return null;
  const reasons: string[] = [];
  const amountEqual = line.amount === invoice.balanceDue;
  const numberInText = invoiceNumberFound(invoice.number, text, line.description);
  const clientInText = nameFound(invoice.client, text);
  if (amountEqual) reasons.push('amount equals the balance due');
  if (numberInText) reasons.push(`invoice number ${invoice.number} in the text`);
  if (clientInText) reasons.push(`client name "${invoice.client}" in the text`);
  // A partial payment that names the invoice or client is worth proposing, never more.
  const partial =
    !amountEqual && line.amount < invoice.balanceDue && (numberInText || clientInText);
  if (!amountEqual && !partial) return null;
  reasons.push('dated on or after the invoice');
  return {
    candidate: {
      kind: 'invoice',
      id: invoice.id,
      label: `Invoice #${invoice.number} · ${invoice.client}`,
      amount: invoice.balanceText,
      reasons,
    },
    strong: amountEqual && (numberInText || clientInText),
    distance: daysBetween(invoice.date, line.date),
  };
}

/** Card and transfer lines post a few days after the expense: up to 10 days either way. */
const EXPENSE_WINDOW_DAYS = 10;
/** Card takings reach the bank up to a week after the sale. */
const SALE_WINDOW_DAYS = 7;

function expenseCandidate(line: LineFacts, text: string, expense: RecordedExpense): Scored | null {
  if (line.amount >= 0n || -line.amount !== expense.amount) return null;
  const distance = Math.abs(daysBetween(expense.date, line.date));
  if (distance > EXPENSE_WINDOW_DAYS) return null;
  const vendorInText = nameFound(expense.vendor, text);
  const reasons = ['amount equals the expense', `dated within ${distance} day(s) of the expense`];
  if (vendorInText) reasons.push(`vendor "${expense.vendor}" in the text`);
  return {
    candidate: {
      kind: 'expense',
      id: expense.id,
      label: `Expense · ${expense.vendor} · ${expense.date}`,
      amount: expense.amountText,
      reasons,
    },
    strong: vendorInText,
    distance,
  };
}

function saleCandidate(line: LineFacts, sale: RecordedSale): Scored | null {
  if (line.amount <= 0n || line.amount !== sale.amount) return null;
  const distance = daysBetween(sale.date, line.date);
  if (distance < 0 || distance > SALE_WINDOW_DAYS) return null;
  return {
    candidate: {
      kind: 'sale',
      id: sale.id,
      label: `Sale · ${sale.date}${sale.product ? ` · ${sale.product}` : ''}`,
      amount: sale.amountText,
      reasons: ['amount equals the sale', `dated ${distance} day(s) after the sale`],
    },
    strong: false,
    distance,
  };
}

export interface Proposal {
  candidates: MatchCandidate[];
  ambiguous: boolean;
}

export function proposeFor(
  line: LineFacts,
  invoices: readonly OpenInvoice[],
  expenses: readonly RecordedExpense[],
  sales: readonly RecordedSale[],
): Proposal {
  const text = normaliseDescription(line.description);
  const scored: Scored[] = [];
  if (line.amount > 0n) {
    for (const invoice of invoices) {
      const found = invoiceCandidate(line, text, invoice);
      if (found) scored.push(found);
    }
    for (const sale of sales) {
      const found = saleCandidate(line, sale);
      if (found) scored.push(found);
    }
  } else {
    for (const expense of expenses) {
      const found = expenseCandidate(line, text, expense);
      if (found) scored.push(found);
    }
  }
  scored.sort(
    (a, b) =>
      Number(b.strong) - Number(a.strong) ||
      b.candidate.reasons.length - a.candidate.reasons.length ||
      a.distance - b.distance,
  );
  const strong = scored.filter((s) => s.strong).length;
  const onlyOne = strong === 1 || (strong === 0 && scored.length === 1);
  return {
    candidates: scored.map((s, i) => ({
      ...s.candidate,
      confidence: strong === 1 && i === 0 ? 'exact' : 'likely',
    })),
    ambiguous: scored.length > 1 && !onlyOne,
  };
}
