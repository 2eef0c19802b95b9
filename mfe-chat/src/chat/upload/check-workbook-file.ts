import { CHAT_UPLOAD_MAX_BYTES, MESSAGES } from '@fina/contract';

const LIMIT_MB = Math.round(CHAT_UPLOAD_MAX_BYTES / (1024 * 1024));

/**
 * The client's check before sending (the server checks the content again): an .xlsx by
 * name, within the size limit. Answers the message to show, or null when the file may go.
 */
export function checkWorkbookFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return MESSAGES.invalidFileFormat;
  if (file.size > CHAT_UPLOAD_MAX_BYTES) return `The file is too large (limit ${LIMIT_MB} MB).`;
  return null;
}
