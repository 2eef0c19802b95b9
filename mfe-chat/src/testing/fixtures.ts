/** Answers of the chat service as the component tests fake them. */
import type { ChatAnswer, ChatMessage, ChatSessionSummary } from '@fina/contract';

export const PNL_SESSION = '11111111-1111-4111-8111-111111111111';
export const SALES_SESSION = '22222222-2222-4222-8222-222222222222';

export const SESSIONS: ChatSessionSummary[] = [
  { session_id: SALES_SESSION, filename: 'sales.xlsx', created_at: '2026-11-21T10:00:00.000Z' },
  { session_id: PNL_SESSION, filename: 'pnl-2024.xlsx', created_at: '2026-11-20T10:00:00.000Z' },
];

export const TOTAL_ANSWER: ChatAnswer = {
  kind: 'total',
  refused: false,
  figures: [
    {
      label: 'Revenue',
      value: '55551.5',
      display: '55,551.50',
      source: { sheet: 'P&L', range: 'B2:E2' },
    },
  ],
  table: null,
};

export const TOTAL_TEXT = "Revenue: 55,551.50 (sum of 4 cells). Source: sheet 'P&L' B2:E2.";

export const BY_MONTH_ANSWER: ChatAnswer = {
  kind: 'breakdown',
  refused: false,
  figures: [
    {
      label: 'Revenue, Jan 2024',
      value: '12500.5',
      display: '12,500.50',
      source: { sheet: 'P&L', range: 'B2' },
      at: 'Jan 2024',
    },
    {
      label: 'Revenue, Feb 2024',
      value: '13200.25',
      display: '13,200.25',
      source: { sheet: 'P&L', range: 'C2' },
      at: 'Feb 2024',
    },
  ],
  table: {
    columns: ['Month', 'Revenue', 'Cells'],
    rows: [
      ['Jan 2024', '12,500.50', 'B2'],
      ['Feb 2024', '13,200.25', 'C2'],
    ],
  },
};

export const BY_MONTH_TEXT = [
  "Revenue by month (sheet 'P&L'):",
  "Total: 25,700.75 (sheet 'P&L' B2:C2).",
  '| Month | Revenue | Cells |',
  '|---|---|---|',
  '| Jan 2024 | 12,500.50 | B2 |',
  '| Feb 2024 | 13,200.25 | C2 |',
].join('\n');

export function aiMessage(content: string, answer: ChatAnswer | null = null): ChatMessage {
  return { type: 'ai', content, answer, created_at: '2026-11-20T10:00:00.000Z' };
}

export function humanMessage(content: string): ChatMessage {
  return { type: 'human', content, answer: null, created_at: '2026-11-20T10:00:00.000Z' };
}
