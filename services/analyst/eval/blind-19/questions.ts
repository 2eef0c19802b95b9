/** The questions of blind set 19: each book's questions, generated beside its workbook. */
import type { Q19 } from './lib';
import { BOOKS } from './workbooks';

export const QUESTIONS: Q19[] = BOOKS.flatMap((b) => b.questions);
