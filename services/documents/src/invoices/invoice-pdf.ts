/**
 * The invoice as a PDF: company name, address and logo, number, client (with email and
 * address), ship to, dates, terms, the items and the totals in the invoice's currency (a
 * discount, tax or shipping line only when there is one); a draft or void invoice says so. Figures are recomputed by the engine from the
 * stored invoice, so the PDF says exactly what the screens say.
 */
import type { PdfContent, PdfDocumentDefinition } from 'pdfmake';
import { CURRENCY_INFO, isCurrency, minorDigits } from '@fina/finance';
import type { Currency, InvoiceFigures, MoneyFigure } from '@fina/finance';
import { logoDataUrl } from './company-logo';
import type { CompanyLogo } from './company-logo';
import { storedInvoiceFigures } from './invoice-figures';
import type { InvoiceRow, PaymentRow } from './invoice-view';
import { pdfSafe, renderPdf } from './pdf-renderer';

const GREY = '#5f6b7a';
const LINE = '#d9dee5';

function formatDate(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const date = new Date(`${iso}T00:00:00Z`);
  return pdfSafe(
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
  );
}

/** Exact decimal text as money, keeping its own decimals (a 0.333 rate stays 0.333). */
function formatDecimal(value: string, currency: Currency, locale: string): string {
  const digits = minorDigits(currency);
  const scale = value.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.min(Math.max(digits, scale), 20),
  });
  return pdfSafe(format.format(value as `${number}`));
}

const money = (figure: MoneyFigure) => pdfSafe(figure.formatted);

const label = (text: string) => ({ text, color: GREY, fontSize: 9 });

/** 'DRAFT' or 'VOID' under the number, so a printed copy cannot pass for an owed invoice. */
function stateMark(invoice: InvoiceRow): PdfContent[] {
  if (invoice.state === 'draft') return [{ text: 'DRAFT', bold: true, color: GREY, fontSize: 14 }];
  if (invoice.state !== 'void') return [];
  const mark: PdfContent[] = [{ text: 'VOID', bold: true, color: '#c0392b', fontSize: 14 }];
  if (invoice.voidReason) mark.push({ text: invoice.voidReason, color: GREY, fontSize: 9 });
  return mark;
}

function header(invoice: InvoiceRow, logo: CompanyLogo | null, companyAddress: string): PdfContent {
  const company: PdfContent[] = [];
  if (logo) company.push({ image: logoDataUrl(logo), fit: [160, 64], margin: [0, 0, 0, 8] });
  company.push({ text: invoice.companyName, fontSize: 16, bold: true });
  if (companyAddress) company.push({ text: companyAddress, color: GREY });
  return {
    columns: [
      { width: '*', stack: company },
      {
        width: 'auto',
        alignment: 'right',
        stack: [
          { text: 'INVOICE', fontSize: 24, bold: true },
          { text: `# ${invoice.invoiceNumber}`, fontSize: 12, color: GREY },
          ...stateMark(invoice),
        ],
      },
    ],
    margin: [0, 0, 0, 24],
  };
}

function parties(invoice: InvoiceRow, figures: InvoiceFigures, locale: string): PdfContent {
  const left: PdfContent[] = [label('Bill To'), { text: invoice.clientName, bold: true }];
  if (invoice.clientAddress) left.push(invoice.clientAddress);
  if (invoice.clientEmail) left.push({ text: invoice.clientEmail, color: GREY });
  if (invoice.shipTo) left.push({ ...label('Ship To'), margin: [0, 8, 0, 0] }, invoice.shipTo);
  const facts: [string, string][] = [
    ['Date', formatDate(invoice.date, locale)],
    ['Payment Terms', invoice.paymentTerms || '—'],
    ['Due Date', formatDate(invoice.dueDate, locale)],
    ['PO Number', invoice.poNumber || '—'],
  ];
  return {
    columns: [
      { width: '*', stack: left },
      {
        width: 'auto',
        table: {
          body: [
            ...facts.map(([name, value]) => [label(name), { text: value, alignment: 'right' }]),
            [
              { text: 'Balance Due', bold: true },
              { text: money(figures.balance_due), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 20],
  };
}

function items(invoice: InvoiceRow, figures: InvoiceFigures, locale: string): PdfContent {
  const currency = figures.currency;
  const head = ['Item', 'Quantity', 'Rate', 'Amount'].map((text, index) => ({
    text,
    bold: true,
    color: '#ffffff',
    fillColor: '#1f2a37',
    alignment: index === 0 ? 'left' : 'right',
  }));
  const rows = invoice.items.map((row, index) => {
    const line = figures.lines[index];
    return [
      row.item,
      { text: line?.quantity ?? row.quantity, alignment: 'right' },
      { text: formatDecimal(line?.rate ?? row.rate, currency, locale), alignment: 'right' },
      { text: line ? money(line.amount) : '', alignment: 'right' },
    ];
  });
  return {
    table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto'], body: [head, ...rows] },
    layout: {
      hLineColor: () => LINE,
      vLineWidth: () => 0,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 16],
  };
}

function totals(figures: InvoiceFigures): PdfContent {
  const rows: [string, string, boolean][] = [['Subtotal', money(figures.sub_total), false]];
  // Nothing entered, nothing shown: no "Discount (0%) −$0.00" line.
  if (figures.discount.minor > 0) {
    rows.push([`Discount (${figures.discount_in_percent}%)`, `−${money(figures.discount)}`, false]);
  }
  if (figures.tax.minor > 0)
    rows.push([`Tax (${figures.tax_in_percent}%)`, money(figures.tax), false]);
  if (figures.shipping_cost.minor > 0) rows.push(['Shipping', money(figures.shipping_cost), false]);
  rows.push(['Total', money(figures.total), true]);
  if (figures.amount_paid.minor > 0) rows.push(['Amount Paid', money(figures.amount_paid), false]);
  rows.push(['Balance Due', money(figures.balance_due), true]);
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          widths: [120, 'auto'],
          body: rows.map(([name, value, strong]) => [
            { text: name, bold: strong, color: strong ? undefined : GREY },
            { text: value, bold: strong, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

function payments(list: readonly PaymentRow[], currency: Currency, locale: string): PdfContent[] {
  if (list.length === 0) return [];
  return [
    { ...label('Payments'), margin: [0, 0, 0, 4] },
    {
      table: {
        body: list.map((payment) => [
          formatDate(payment.paidOn, locale),
          formatDecimal(payment.amount, currency, locale),
        ]),
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
  ];
}

function note(title: string, text: string): PdfContent[] {
  return text ? [{ ...label(title), margin: [0, 8, 0, 2] }, text] : [];
}

export function invoiceDocument(
  invoice: InvoiceRow,
  paymentRows: readonly PaymentRow[],
  logo: CompanyLogo | null,
  companyAddress = '',
): PdfDocumentDefinition {
  const figures = storedInvoiceFigures(invoice);
  const currency = isCurrency(invoice.currency) ? invoice.currency : 'USD';
  const locale = CURRENCY_INFO[currency].locale;
  return {
    info: {
      title: `Invoice ${invoice.invoiceNumber} · ${invoice.companyName}`,
      author: invoice.companyName,
      subject: `Invoice ${invoice.invoiceNumber} for ${invoice.clientName}`,
    },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      header(invoice, logo, companyAddress),
      parties(invoice, figures, locale),
      items(invoice, figures, locale),
      totals(figures),
      ...payments(paymentRows, currency, locale),
      ...note('Notes', invoice.notes),
      ...note('Terms', invoice.terms),
    ],
  };
}

/** The PDF bytes. A logo the PDF library cannot draw is left out rather than failing the PDF. */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  paymentRows: readonly PaymentRow[],
  logo: CompanyLogo | null,
  companyAddress = '',
): Promise<Buffer> {
  try {
    return await renderPdf(invoiceDocument(invoice, paymentRows, logo, companyAddress));
  } catch (error) {
    if (!logo) throw error;
    return renderPdf(invoiceDocument(invoice, paymentRows, null, companyAddress));
  }
}

/** `invoice-12.pdf`: the download's file name. */
export function invoiceFileName(invoice: Pick<InvoiceRow, 'invoiceNumber'>): string {
  return `invoice-${invoice.invoiceNumber}.pdf`;
}
