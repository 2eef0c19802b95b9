/**
 * Chat with Fina (spec section 7, chat service): a session per uploaded workbook, its
 * message history, and questions answered by the analyst engine from that workbook.
 * Sessions belong to a user and the company selected when the workbook was uploaded: the
 * list is the selected company's (`company_id`); a stranger's or missing session, or a
 * company that is not the caller's, answers 404.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { pageFields, uuidField } from './fields';

/** Largest workbook upload_excel takes (the analyst engine's own file limit). */
export const CHAT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Longest question the chat takes (a question, not a document). */
export const CHAT_QUERY_MAX_LENGTH = 2000;

/** A session as the history sidebar lists it. */
export const chatSessionSummary = z.object({
  session_id: z.string(),
  filename: z.string(),
  created_at: z.string(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummary>;

/** One figure of an answer, with the sheet and cells it came from. */
export const chatAnswerFigure = z.object({
  label: z.string(),
  /** Exact decimal text; percentages in percent points ("12.34" is 12.34%). */
  value: z.string(),
  /** As shown to the user ("$1,234.50", "12.34%"). */
  display: z.string(),
  source: z.object({ sheet: z.string(), range: z.string() }),
  /** Where an extreme or group was found ("Mar 2024", "Widget A"). */
  at: z.string().optional(),
});
export type ChatAnswerFigure = z.infer<typeof chatAnswerFigure>;

/** The structure behind an AI message: its figures (the first is the answer) and table. */
export const chatAnswer = z.object({
  kind: z.string(),
  refused: z.boolean(),
  figures: z.array(chatAnswerFigure),
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) }).nullable(),
});
export type ChatAnswer = z.infer<typeof chatAnswer>;

export const chatMessageType = z.enum(['human', 'ai']);
export type ChatMessageType = z.infer<typeof chatMessageType>;

export const chatMessage = z.object({
  type: chatMessageType,
  content: z.string(),
  created_at: z.string(),
  /** The answer's figures and table (AI messages; null for the user's). */
  answer: chatAnswer.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const sessionIdField = uuidField('session_id');

/** The company a session list or upload is for (optional: none lists the company-less ones). */
export const CHAT_COMPANY_FIELD = 'company_id';
export const chatCompanyIdField = uuidField(CHAT_COMPANY_FIELD);

export const chatSessionCalls = {
  getSessions: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'get_sessions',
    access: 'user',
    summary:
      "The caller's chat sessions of the company `company_id` (one per uploaded workbook), newest first; without `company_id`, the sessions uploaded under no company. 404 if the company is not the caller's.",
    query: z.object({ company_id: chatCompanyIdField.optional(), ...pageFields }),
    response: z.array(chatSessionSummary),
  }),
  getMessageHistory: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'get_message_history',
    access: 'user',
    summary:
      "A session's messages, oldest first: all of them with limit 0, else the last `limit`. 404 if not the caller's.",
    body: z.object({
      session_id: sessionIdField,
      limit: z
        .number({ error: 'limit must be a number.' })
        .int('limit must be a whole number.')
        .min(0, 'limit must be 0 (all) or more.')
        .max(10_000, 'limit must be at most 10000.')
        .default(0),
    }),
    response: z.object({ messages: z.array(chatMessage) }),
  }),
  uploadExcel: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'upload_excel',
    access: 'user',
    summary:
      'Starts a session from an .xlsx workbook (multipart field `file`, after an optional field `company_id`: the company the session belongs to), named after the file; its first message describes the workbook. 411 "Session already exists" (with its session_id) when the caller uploaded the same content for the same company before; 404 if the company is not the caller\'s; 400 "Invalid file format." when it is not an .xlsx; 413 too large; 422 over the workbook limits.',
    multipart: true,
    response: z.object({ session_id: z.string(), filename: z.string(), message: z.string() }),
  }),
  chat: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'chat',
    access: 'user',
    summary:
      "Asks Fina about a session's workbook: `output_text` names the sheet and cells of every figure; `answer` holds the figures and table. 404 if not the caller's.",
    body: z.object({
      session_id: sessionIdField,
      query: z
        .string({ error: 'query is required.' })
        .trim()
        .min(1, 'query must not be empty.')
        .max(CHAT_QUERY_MAX_LENGTH, `query must be at most ${CHAT_QUERY_MAX_LENGTH} characters.`),
    }),
    response: z.object({ output_text: z.string(), answer: chatAnswer }),
  }),
};

/** The body of the 411 answer to upload_excel: the error plus the session to switch to. */
export interface SessionExistsBody {
  statusCode: 411;
  error: string;
  message: string;
  session_id: string;
}
