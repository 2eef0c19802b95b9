/** The text in Fina's statements template that tells the reader the layout. */
export const TEMPLATE_MARKER = 'Fina financial statements template';
