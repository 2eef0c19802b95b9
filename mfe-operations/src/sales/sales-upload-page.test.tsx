import '../testing/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { SalesPreview } from '@fina/contract';
import { COMPANY_ID, signIn } from '../testing/signed-in';
import { csvFile, fileText, renderAt } from '../testing/ledger-render';
import { serveBinary, stubObjectUrls } from '../testing/binary-fetch';
import { SalesUploadPage } from './sales-upload-page';

const PREVIEW = `/api/account/company/${COMPANY_ID}/sales/preview`;
const IMPORT = `/api/account/company/${COMPANY_ID}/sales/import`;

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi();
});

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The mapping a multipart request carried, or null. */
const mappingOf = (form: FormData | undefined) => {
  const raw = form?.get('mapping');
  return typeof raw === 'string' ? (JSON.parse(raw) as Record<string, string>) : null;
};

/** Reads the CSV the page sent and answers like the server: rows read with the mapping. */
async function previewOf(form: FormData | undefined): Promise<SalesPreview> {
  const file = form?.get('file') as File;
  const [header, ...rows] = (await fileText(file)).split('\r\n').map((line) => line.split(','));
  const mapping = mappingOf(form);
  const at = (name: string | undefined) => (name ? header!.indexOf(name) : -1);
  return {
    columns: header!,
    sheets: [],
    sheet: null,
    suggested_mapping: mapping as SalesPreview['suggested_mapping'],
    needs_mapping: !mapping,
    rows: rows.map((cells, index) => ({
      row: index + 2,
      date: mapping ? (cells[at(mapping.date_column)] ?? null) : null,
      amount: mapping ? (cells[at(mapping.amount_column)] ?? null) : null,
      product: mapping?.product_column ? (cells[at(mapping.product_column)] ?? '') : '',
      problem: mapping ? null : 'Pick the date and amount columns.',
    })),
    total_rows: rows.length,
  };
}

describe('the sales workbook upload', () => {
  it('previews a CSV whose columns are not obvious, lets the user pick them, then imports', async () => {
    api
      .on('POST', PREVIEW, ({ form }) => previewOf(form))
      .on('POST', IMPORT, ({ form }) =>
        mappingOf(form) ? { imported: 2, duplicates: 1, skipped: 0 } : { status: 400, body: {} },
      );
    const { container } = renderAt(<SalesUploadPage />);
    expect(fileInput(container)).toHaveAttribute('accept', '.xlsx,.csv');
    const file = csvFile('till.csv', [
      ['When', 'Takings', 'Item'],
      ['2026-03-01', '120.50', 'Bread'],
      ['2026-03-02', '80.00', 'Cake'],
      ['2026-03-03', '15.25', 'Tea'],
    ]);
    await userEvent.upload(fileInput(container), file);
    expect(
      await screen.findByText(/Which columns hold the date and the amount/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import 3 rows/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: /Date column/ }));
    await userEvent.click(await screen.findByTitle('When'));
    await userEvent.click(screen.getByRole('combobox', { name: /Amount column/ }));
    const options = await screen.findAllByTitle('Takings');
    await userEvent.click(options[options.length - 1]!);

    expect(await screen.findByText('$120.50')).toBeInTheDocument();
    expect(screen.getByText('2026-03-03')).toBeInTheDocument();
    const previews = api.calls.filter((c) => c.path === PREVIEW);
    expect(previews).toHaveLength(2);
    expect(mappingOf(previews[1]!.form)).toEqual({ date_column: 'When', amount_column: 'Takings' });
    expect((previews[1]!.form!.get('file') as File).name).toBe('till.csv');

    await userEvent.click(screen.getByRole('button', { name: /Import 3 rows/ }));
    expect(await screen.findByText('2 imported, 1 already there')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the sales per day' })).toBeInTheDocument();
  });

  it('reads a real .xlsx whose columns the server recognises and imports it at once', async () => {
    api
      .on('POST', PREVIEW, ({ form }) => ({
        columns: ['Date', 'Amount'],
        sheets: ['Sales', 'Notes'],
        sheet: 'Sales',
        suggested_mapping: { date_column: 'Date', amount_column: 'Amount' },
        needs_mapping: false,
        rows: [{ row: 2, date: '2026-03-01', amount: '10.00', product: '', problem: null }],
        total_rows: (form?.get('file') as File).size > 0 ? 1 : 0,
      }))
      .on('POST', IMPORT, () => ({ imported: 1, duplicates: 0, skipped: 2 }));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sales');
    sheet.addRow(['Date', 'Amount']);
    sheet.addRow([new Date(Date.UTC(2026, 2, 1)), 10]);
    const bytes = await book.xlsx.writeBuffer();
    const { container } = renderAt(<SalesUploadPage />);
    await userEvent.upload(fileInput(container), new File([bytes], 'sales.xlsx'));
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Sheet/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Import 1 rows/ }));
    expect(await screen.findByText('1 imported, 0 already there')).toBeInTheDocument();
    expect(
      screen.getByText(/2 rows without a readable date or amount were skipped/),
    ).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === IMPORT)!.form!;
    expect(mappingOf(sent)).toEqual({ date_column: 'Date', amount_column: 'Amount' });
    expect((sent.get('file') as File).size).toBe(bytes.byteLength);
  });

  it("refuses another file type before sending, and shows the server's message", async () => {
    api.on('POST', PREVIEW, () => ({
      status: 400,
      body: { message: 'The sheet has no column that looks like a date.', field: 'file' },
    }));
    const { container } = renderAt(<SalesUploadPage />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), new File(['%PDF'], 'sales.pdf'));
    expect(await screen.findByText(/Invalid file format/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.upload(fileInput(container), csvFile('x.csv', [['a', 'b']]));
    expect(
      await screen.findByText('The sheet has no column that looks like a date.'),
    ).toBeInTheDocument();
  });

  it('downloads the template with the token', async () => {
    const urls = stubObjectUrls();
    serveBinary('GET', '/api/account/sales/template.xlsx', () => ({
      bytes: new Uint8Array([80, 75, 3, 4]),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }));
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderAt(<SalesUploadPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(urls.create).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});
