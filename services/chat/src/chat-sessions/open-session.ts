/**
 * For other packages (planning's "ask Fina about this forecast"): a session on a workbook
 * they made, for a user and (when given) the company it is about, so it lists under that
 * company. The same content for the same user and company is the same session (no 411 here:
 * the existing session is answered). The caller has already checked the company is the user's.
 */
import type { Db } from '@fina/db';
import { MAX_FILE_BYTES, describeWorkbook, serializeWorkbook } from '@fina/analyst';
import { storedAnswer } from './ask-fina';
import { contentHash, ingestUpload } from './ingest-upload';
import { createSession, findSessionByContent } from './session-store';

export async function openWorkbookSession(
  db: Db,
  input: { userId: string; companyId?: string; filename: string; data: Uint8Array },
): Promise<{ sessionId: string; created: boolean }> {
  const hash = contentHash(input.data);
  const companyId = input.companyId ?? null;
  const known = await findSessionByContent(db, input.userId, companyId, hash);
  if (known) return { sessionId: known, created: false };
  const { workbook } = await ingestUpload(input.data, MAX_FILE_BYTES);
  const first = describeWorkbook(workbook);
  const created = await createSession(db, {
    userId: input.userId,
    companyId,
    filename: input.filename,
    contentHash: hash,
    workbookJson: serializeWorkbook(workbook),
    firstMessage: { type: 'ai', content: first.text, answer: storedAnswer(first) },
  });
  return 'duplicateOf' in created
    ? { sessionId: created.duplicateOf, created: false }
    : { sessionId: created.sessionId, created: true };
}
