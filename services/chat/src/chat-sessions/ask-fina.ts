/**
 * Answers a question about a session's workbook: the configured model when LLM_BASE_URL and
 * LLM_MODEL are set (it plans and phrases, the engine computes every figure), else the
 * engine alone. Both cite the sheet and cells of every figure.
 */
import type { StoredChatAnswer } from '@fina/db';
import { answerQuestion } from '@fina/analyst';
import type { Answer, LlmPlanner, Workbook } from '@fina/analyst';

export type AskFina = (workbook: Workbook, query: string) => Promise<Answer>;

export function createAskFina(planner: LlmPlanner | undefined): AskFina {
  return async (workbook, query) => {
    // "Last month" means the month before today when the data reaches it.
    const options = { now: new Date() };
    return planner
      ? planner.answer(workbook, query, options)
      : answerQuestion(workbook, query, options);
  };
}

/** What is stored beside an AI message and sent to the screen (tables, cited cells). */
export function storedAnswer(answer: Answer): StoredChatAnswer {
  return {
    kind: answer.kind,
    refused: answer.refused,
    figures: answer.figures.map((figure) => ({
      label: figure.label,
      value: figure.value,
      display: figure.display,
      source: { sheet: figure.source.sheet, range: figure.source.range },
      ...(figure.at !== undefined ? { at: figure.at } : {}),
    })),
    table: answer.table
      ? { columns: [...answer.table.columns], rows: answer.table.rows.map((row) => [...row]) }
      : null,
  };
}
