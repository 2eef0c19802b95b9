/**
 * The invoice as a PDF: company name and logo, number, client, ship to, dates, terms, the items
 * and every total in the invoice's currency. Figures are recomputed by the engine from the
 * stored invoice, so the PDF says exactly what the screens say.
 */
import type { PdfContent, PdfDocumentDefinition } from 'pdfmake';
import { CURRENCIES, isCurrencyCode, minorDigits } from '@fina/finance';
import type { CurrencyCode, InvoiceFigures, MoneyFigure } from '@fina/finance';
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
function formatDecimal(value: string, currency: CurrencyCode, locale: string): string {
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

function header(invoice: InvoiceRow, logo: CompanyLogo | null): PdfContent {
  const company: PdfContent[] = [];
  if (logo) company.push({ image: logoDataUrl(logo), fit: [160, 64], margin: [0, 0, 0, 8] });
  company.push({ text: invoice.companyName, fontSize: 16, bold: true });
  return {
    columns: [
      { width: '*', stack: company },
      {
        width: 'auto',
        alignment: 'right',
        stack: [
          { text: 'INVOICE', fontSize: 24, bold: true },
          { text: `# ${invoice.invoiceNumber}`, fontSize: 12, color: GREY },
        ],
      },
    ],
    margin: [0, 0, 0, 24],
  };
}

function parties(invoice: InvoiceRow, figures: InvoiceFigures, locale: string): PdfContent {
  const left: PdfContent[] = [label('Bill To'), { text: invoice.clientName, bold: true }];
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
  const rows: [string, string, boolean][] = [
    ['Subtotal', money(figures.sub_total), false],
    [`Discount (${figures.discount_in_percent}%)`, `−${money(figures.discount)}`, false],
    [`Tax (${figures.tax_in_percent}%)`, money(figures.tax), false],
    ['Shipping', money(figures.shipping_cost), false],
    ['Total', money(figures.total), true],
    ['Amount Paid', money(figures.amount_paid), false],
    ['Balance Due', money(figures.balance_due), true],
  ];
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

function payments(
  list: readonly PaymentRow[],
  currency: CurrencyCode,
  locale: string,
): PdfContent[] {
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
): PdfDocumentDefinition {
  const figures = storedInvoiceFigures(invoice);
  const currency = isCurrencyCode(invoice.currency) ? invoice.currency : 'USD';
  const locale = CURRENCIES[currency].locale;
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
      header(invoice, logo),
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
): Promise<Buffer> {
  try {
    return await renderPdf(invoiceDocument(invoice, paymentRows, logo));
  } catch (error) {
    if (!logo) throw error;
    return renderPdf(invoiceDocument(invoice, paymentRows, null));
  }
}

/** `invoice-12.pdf`: the download's file name. */
export function invoiceFileName(invoice: Pick<InvoiceRow, 'invoiceNumber'>): string {
  return `invoice-${invoice.invoiceNumber}.pdf`;
}
