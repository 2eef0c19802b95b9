import { formatMessage } from './smtp';

describe('a mail with an attachment', () => {
  it('is multipart/mixed: the text, then the file base64-encoded with its name', () => {
    const pdf = Buffer.from('%PDF-1.3 invoice bytes');
    const raw = formatMessage(
      {
        from: 'Fina <no-reply@fina.local>',
        to: 'ap@acme.example',
        subject: 'Invoice #7',
        text: 'Hello',
        attachments: [{ fileName: 'invoice-7.pdf', contentType: 'application/pdf', content: pdf }],
      },
      'localhost',
    );
    const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
    expect(boundary).toBeDefined();
    expect(raw).toContain('Content-Type: multipart/mixed');
    expect(raw).toContain('Content-Disposition: attachment; filename="invoice-7.pdf"');
    expect(raw).toContain(pdf.toString('base64'));
    expect(raw).toContain(Buffer.from('Hello').toString('base64'));
    expect(raw.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  });

  it('stays a plain text mail without attachments', () => {
    const raw = formatMessage({ from: 'a@b.c', to: 'd@e.f', subject: 's', text: 't' }, 'x');
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).not.toContain('multipart');
  });
});
