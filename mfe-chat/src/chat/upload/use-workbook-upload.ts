import { useCallback, useState } from 'react';
import { CHAT_COMPANY_FIELD, MESSAGES, chatSessionCalls } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';
import { errorMessage } from '../error-message';
import type { Flash } from '../flash/use-flash';
import { checkWorkbookFile } from './check-workbook-file';

interface UploadOptions {
  api: ApiClient;
  /** The selected company: the new session belongs to it (none: a company-less session). */
  companyId: string | null;
  flash: (type: Flash['type'], text: string) => void;
  /** The session to show after the upload: the new one, or the one with the same workbook. */
  onSession: (sessionId: string, created: boolean) => void;
}

function existingSessionId(body: unknown): string | undefined {
  const id = (body as { session_id?: unknown } | undefined)?.session_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * upload_excel: a new session per workbook and company; 411 when the user uploaded it for
 * this company before.
 */
export function useWorkbookUpload({ api, companyId, flash, onSession }: UploadOptions) {
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (file: File) => {
      const problem = checkWorkbookFile(file);
      if (problem) {
        flash('error', problem);
        return;
      }
      setUploading(true);
      try {
        const form = new FormData();
        // Before the file: the server reads the fields that precede it.
        if (companyId !== null) form.append(CHAT_COMPANY_FIELD, companyId);
        form.append('file', file, file.name);
        const created = await api.upload(chatSessionCalls.uploadExcel, form);
        flash('success', MESSAGES.fileUploaded);
        onSession(created.session_id, true);
      } catch (caught) {
        if (isApiError(caught) && caught.status === 411) {
          flash('warning', MESSAGES.sessionExists);
          const existing = existingSessionId(caught.body);
          if (existing) onSession(existing, false);
        } else {
          flash('error', errorMessage(caught));
        }
      } finally {
        setUploading(false);
      }
    },
    [api, companyId, flash, onSession],
  );

  return { upload, uploading };
}
