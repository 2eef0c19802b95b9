/**
 * pdfmake set up for the server (STACK-NOTES.md): documents may not fetch URLs, may read only
 * the fonts, and use Roboto, the TTF pdfmake ships (it has every glyph our currencies need:
 * $ ₱ £). Images come in as data URLs, so nothing is read from disk or network per document.
 */
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { PdfDocumentDefinition } from 'pdfmake';

const FONT_DIR = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

let configured = false;

function configure(): void {
  if (configured) return;
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  configured = true;
}

/** A one-page invoice renders in 25 to 90 ms; far longer means a callback died on the way. */
export const PDF_TIMEOUT_MS = 15_000;

/**
 * Renders within PDF_TIMEOUT_MS. Images decode inside zlib callbacks (png-js), where a throw
 * cannot be caught here: the host logs it as an uncaught exception and carries on (logos are
 * fully decoded by the workbook gate before they are stored, so it should not happen), and
 * this promise then rejects on the timeout instead of leaving the request hanging.
 */
export async function renderPdf(definition: PdfDocumentDefinition): Promise<Buffer> {
  configure();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`PDF rendering took longer than ${PDF_TIMEOUT_MS} ms`)),
      PDF_TIMEOUT_MS,
    );
  });
  try {
    const rendering = pdfmake
      .createPdf({ defaultStyle: { font: 'Roboto' }, ...definition })
      .getBuffer();
    return await Promise.race([rendering, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Intl writes U+202F (narrow no-break space) in some locales' numbers and dates; Roboto has no
 * glyph for it, so it becomes a plain no-break space.
 */
export function pdfSafe(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}
