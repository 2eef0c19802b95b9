import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { companies, eq, mailAttachments, mailOutbox } from '@fina/db';
import { documentsService } from '@fina/documents';
import { pdfText } from './pdf-text';
import type { Owner } from './test-support';
import { createOwner, request, validDraft } from './test-support';

let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'mail-owner');
  await t.app.db
    .update(companies)
    .set({ companyAddress: '12 Rizal Avenue, Makati' })
    .where(eq(companies.id, owner.companyId));
});
afterAll(() => t.dispose());

const create = async (overrides: object = {}) =>
  (
    await request(t.app, 'POST', 'create_invoice', owner.token, {
      ...validDraft(owner.companyId),
      client_email: 'ap@acme.example',
      client_address: '1 Harbour Road',
      ...overrides,
    })
  ).json();

describe('sending an invoice by email', () => {
  it('puts the mail in the outbox with the PDF attached, and records when and to whom', async () => {
    const invoice = await create();
    const res = await request(t.app, 'POST', `invoice/${invoice.invoice_id}/send`, owner.token, {
      to: 'Boss@Acme.example',
      message: 'Thanks for your order.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent_to: 'boss@acme.example' });
    expect(res.json().sent_at).toEqual(expect.any(String));

    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'boss@acme.example'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.status).toBe('stored');
    expect(mail.subject).toBe(`Invoice #${invoice.invoice_number} from mail-owner Trading`);
    expect(mail.bodyText).toContain('Thanks for your order.');
    expect(mail.bodyText).toContain('$59.38');
    expect(mail.bodyText).toContain('Balance due: $39.38.');

    const files = await t.app.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail.id));
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(file).toMatchObject({
      fileName: `invoice-${invoice.invoice_number}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = Buffer.from(file.dataBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.byteSize).toBe(pdf.length);
    const text = pdfText(pdf);
    expect(text).toContain('12 Rizal Avenue, Makati');
    expect(text).toContain('ap@acme.example');
    expect(text).toContain('$59.38');
  });

  it('refuses a draft, a void invoice and a bad address, sending nothing', async () => {
    const before = (await t.app.db.select().from(mailOutbox)).length;
    const draft = await create({ status: 'draft' });
    const fromDraft = await request(
      t.app,
      'POST',
      `invoice/${draft.invoice_id}/send`,
      owner.token,
      {
        to: 'ap@acme.example',
      },
    );
    expect(fromDraft.statusCode).toBe(409);
    expect(fromDraft.json().message).toBe('Issue the invoice before sending it.');

    const voided = await create();
    await request(t.app, 'POST', `invoice/${voided.invoice_id}/void`, owner.token, {});
    const fromVoid = await request(
      t.app,
      'POST',
      `invoice/${voided.invoice_id}/send`,
      owner.token,
      {
        to: 'ap@acme.example',
      },
    );
    expect(fromVoid.statusCode).toBe(409);

    const issued = await create();
    const bad = await request(t.app, 'POST', `invoice/${issued.invoice_id}/send`, owner.token, {
      to: 'nobody',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'to' });
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('the PDF and the detail', () => {
  it('show the company address and no discount, tax, shipping or paid line when none was entered', async () => {
    const plain = await create({
      discount_in_percent: '',
      tax_in_percent: '',
      shipping_cost: '',
      amount_paid: '',
    });
    expect(plain.company_address).toBe('12 Rizal Avenue, Makati');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/chat/invoice/${plain.invoice_id}/pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('12 Rizal Avenue, Makati');
    expect(text).toContain('Subtotal');
    for (const absent of ['Discount', 'Tax', 'Shipping', 'Amount Paid']) {
      expect(text).not.toContain(absent);
    }

    const full = await create();
    const fullPdf = await t.app.inject({
      method: 'GET',
      url: `/api/chat/invoice/${full.invoice_id}/pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdfText(fullPdf.rawPayload)).toContain('Discount (12.5%)');
  });

  it('marks a void invoice VOID on its PDF, with the reason', async () => {
    const invoice = await create();
    await request(t.app, 'POST', `invoice/${invoice.invoice_id}/void`, owner.token, {
      reason: 'Wrong client',
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/chat/invoice/${invoice.invoice_id}/pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('VOID');
    expect(text).toContain('Wrong client');
  });
});
