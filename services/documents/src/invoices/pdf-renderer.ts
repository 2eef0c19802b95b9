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

export async function renderPdf(definition: PdfDocumentDefinition): Promise<Buffer> {
  configure();
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto' }, ...definition }).getBuffer();
}

/**
 * Intl writes U+202F (narrow no-break space) in some locales' numbers and dates; Roboto has no
 * glyph for it, so it becomes a plain no-break space.
 */
export function pdfSafe(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}
