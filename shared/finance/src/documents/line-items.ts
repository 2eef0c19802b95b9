/**
 * The totals shared by invoices and purchase requisitions (spec section 9 and
 * DECISIONS.md): each line is quantity × rate rounded half-up to the minor
 * unit; subtotal = Σ lines; discount = subtotal × discount% (half-up);
 * tax = (subtotal − discount) × tax% (half-up); total = subtotal − discount +
 * tax + shipping; balance due = total − amount paid.
 */
import type { FinanceIssue, IssueCollector } from '../errors';
import { fieldPath } from '../errors';
import type { Currency } from '../money/currency';
import { minorDigits, pow10 } from '../money/currency';
import type { Decimal, DecimalInput } from '../money/decimal';
import { decimalFromInteger, decimalToString, divRoundHalfUp } from '../money/decimal';
import { sameMoney } from '../money/money';
import {
  isRecord,
  readAmount,
  readCurrency,
  readDecimalField,
  readList,
} from '../validation/read-fields';
import type { MoneyFigure } from './figures';
import { figure } from './figures';

/** A value typed in a form: text or a number; blank counts as 0 where allowed. */
export type FormNumber = DecimalInput | null | undefined;

export interface LineItemInput {
  item?: string;
  description?: string;
  quantity?: FormNumber;
  rate?: FormNumber;
}

export interface LineItemsInput {
  /** USD, PHP, GBP or MXN; blank means USD. */
  currency?: string | null;
  items?: readonly LineItemInput[] | string | null;
  discount_in_percent?: FormNumber;
  tax_in_percent?: FormNumber;
  shipping_cost?: FormNumber;
  amount_paid?: FormNumber;
}

export interface LineFigure {
  readonly index: number;
  /** Exact quantity and rate as read, e.g. "1.5" and "12.345". */
  readonly quantity: string;
  readonly rate: string;
  /** quantity × rate, rounded half-up to the minor unit. */
  readonly amount: MoneyFigure;
}

export interface DocumentTotals {
  readonly currency: Currency;
  readonly lines: readonly LineFigure[];
  readonly sub_total: MoneyFigure;
  readonly discount_in_percent: string;
  readonly discount: MoneyFigure;
  /** subtotal − discount: the amount the tax applies to. */
  readonly discounted_sub_total: MoneyFigure;
  readonly tax_in_percent: string;
  readonly tax: MoneyFigure;
  readonly shipping_cost: MoneyFigure;
  readonly total: MoneyFigure;
  readonly amount_paid: MoneyFigure;
  readonly balance_due: MoneyFigure;
}

export interface TotalsOptions {
  /** Locale for the `formatted` texts; defaults to the currency's. */
  locale?: string;
}

const ZERO = decimalFromInteger(0);
const HUNDRED = decimalFromInteger(100);
const PERCENT_RANGE = 'must be between 0 and 100 percent.';

interface ReadTotals {
  currency: Currency;
  lines: { quantity: Decimal; rate: Decimal; minor: bigint }[];
  discountPercent: Decimal;
  taxPercent: Decimal;
  subTotal: bigint;
  discount: bigint;
  taxable: bigint;
  tax: bigint;
  shipping: bigint;
  total: bigint;
  paid: bigint;
  balance: bigint;
}

/** quantity × rate in minor units, rounded half-up. */
export function lineAmountMinor(quantity: Decimal, rate: Decimal, currency: Currency): bigint {
  return divRoundHalfUp(
    quantity.coef * rate.coef * pow10(minorDigits(currency)),
    pow10(quantity.scale + rate.scale),
  );
}

/** percent% of an amount in minor units, rounded half-up. */
export function percentOfMinor(minor: bigint, percent: Decimal): bigint {
  return divRoundHalfUp(minor * percent.coef, 100n * pow10(percent.scale));
}

/** Reads and computes; problems go to `issues`, and the result is null if there were any. */
export function readLineItemTotals(
  issues: IssueCollector,
  input: unknown,
  labels: { rate: string },
): ReadTotals | null {
  const before = issues.issues.length;
  if (!isRecord(input)) {
    issues.add('', 'The document must be an object.');
    return null;
  }
  const currency = readCurrency(issues, input.currency);
  const rows = readList(issues, input.items, 'items', { label: 'Items', maxItems: 5000 }) ?? [];
  const lines: ReadTotals['lines'] = [];
  rows.forEach((row, index) => {
    const at = fieldPath('items', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each item must be an object.');
      return;
    }
    const quantity = readDecimalField(issues, row.quantity, fieldPath(at, 'quantity'), {
      label: 'Quantity',
      min: ZERO,
    });
    const rate = readDecimalField(issues, row.rate, fieldPath(at, 'rate'), {
      label: labels.rate,
      min: ZERO,
    });
    if (quantity && rate) {
      lines.push({ quantity, rate, minor: lineAmountMinor(quantity, rate, currency) });
    }
  });
  const discountPercent = readDecimalField(
    issues,
    input.discount_in_percent,
    'discount_in_percent',
    {
      label: 'Discount',
      min: ZERO,
      max: HUNDRED,
      rangeMessage: `Discount ${PERCENT_RANGE}`,
    },
  );
  const taxPercent = readDecimalField(issues, input.tax_in_percent, 'tax_in_percent', {
    label: 'Tax',
    min: ZERO,
    max: HUNDRED,
    rangeMessage: `Tax ${PERCENT_RANGE}`,
  });
  const shipping = readAmount(issues, input.shipping_cost, 'shipping_cost', currency, {
    label: 'Shipping',
  });
  const paid = readAmount(issues, input.amount_paid, 'amount_paid', currency, {
    label: 'Amount paid',
  });
  if (issues.issues.length > before || !discountPercent || !taxPercent) return null;
  if (shipping === undefined || paid === undefined) return null;

  let subTotal = 0n;
  for (const line of lines) subTotal += line.minor;
  const discount = percentOfMinor(subTotal, discountPercent);
  const taxable = subTotal - discount;
  const tax = percentOfMinor(taxable, taxPercent);
  const total = taxable + tax + shipping;
  if (paid > total) {
    issues.add(
      'amount_paid',
      `Amount paid cannot be more than the total (${fixed(total, currency)}).`,
    );
    return null;
  }
  return {
    currency,
    lines,
    discountPercent,
    taxPercent,
    subTotal,
    discount,
    taxable,
    tax,
    shipping,
    total,
    paid,
    balance: total - paid,
  };
}

function fixed(minor: bigint, currency: Currency): string {
  return decimalToString({ coef: minor, scale: minorDigits(currency) });
}

export function presentTotals(t: ReadTotals, options: TotalsOptions = {}): DocumentTotals {
  const f = (minor: bigint, field: string): MoneyFigure =>
    figure(minor, t.currency, options.locale, field);
  return {
    currency: t.currency,
    lines: t.lines.map((line, index) => ({
      index,
      quantity: decimalToString(line.quantity),
      rate: decimalToString(line.rate),
      amount: f(line.minor, `items.${index}.amount`),
    })),
    sub_total: f(t.subTotal, 'sub_total'),
    discount_in_percent: decimalToString(t.discountPercent),
    discount: f(t.discount, 'discount'),
    discounted_sub_total: f(t.taxable, 'discounted_sub_total'),
    tax_in_percent: decimalToString(t.taxPercent),
    tax: f(t.tax, 'tax'),
    shipping_cost: f(t.shipping, 'shipping_cost'),
    total: f(t.total, 'total'),
    amount_paid: f(t.paid, 'amount_paid'),
    balance_due: f(t.balance, 'balance_due'),
  };
}

/** The derived amounts a client may send with a document, checked against the engine's. */
export interface SentTotals {
  sub_total?: FormNumber;
  total?: FormNumber;
  balance_due?: FormNumber;
}

/**
 * Compares the totals a client sent with the computed ones; one issue per
 * field that differs by a cent or more (or cannot be read). Absent fields are
 * not checked.
 */
export function compareSentTotals(sent: SentTotals, computed: DocumentTotals): FinanceIssue[] {
  const issues: FinanceIssue[] = [];
  for (const key of ['sub_total', 'total', 'balance_due'] as const) {
    const value = sent[key];
    if (value === undefined || value === null || value === '') continue;
    const expected = computed[key];
    if (!sameMoney(value, { minor: expected.minor }, computed.currency)) {
      issues.push({
        field: key,
        message: `The ${key.replace('_', ' ')} sent (${String(value)}) differs from the computed ${expected.amount}.`,
      });
    }
  }
  return issues;
}
