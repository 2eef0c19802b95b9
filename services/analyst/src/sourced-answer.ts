import type { Answer, AnswerFigure } from './answer-types';

/** An answer whose headline figure is `fig`, its text ending with where that figure was read. */
export const sourcedAnswer = (
  fig: AnswerFigure,
  text: string,
  kind: string,
  more: AnswerFigure[] = [],
): Answer => ({
  text: `${text}\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
  figures: [fig, ...more],
  refused: false,
  kind,
});
