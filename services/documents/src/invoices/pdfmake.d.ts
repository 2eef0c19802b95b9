/**
 * The part of pdfmake 0.3's server API (`require('pdfmake')`) the invoice PDF uses; the
 * package ships no types. Document content is described loosely: pdfmake checks it at run time.
 */
declare module 'pdfmake' {
  export type PdfContent = string | PdfContent[] | { [key: string]: unknown };

  export interface PdfFontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  export interface PdfDocumentDefinition {
    content: PdfContent;
    info?: { title?: string; author?: string; subject?: string; keywords?: string };
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    pageSize?: string;
    pageMargins?: number | number[];
    compress?: boolean;
    footer?: unknown;
  }

  export interface PdfOutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, PdfFontFiles>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: PdfDocumentDefinition): PdfOutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
