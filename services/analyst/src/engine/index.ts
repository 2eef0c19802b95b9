/**
 * The operations: each takes a resolved question and returns figures with the cells they
 * came from, or a refusal. All arithmetic is exact (decimal.ts); nothing here invents a
 * number: a figure is a cell, or a sum, mean, difference or quotient of cited cells.
 * One module per operation under ops/, the shared figure, window and bucket modules beside.
 */
export {
  citation,
  display,
  figureValueText,
  filterFor,
  pointsFor,
  sumOf,
  targetName,
  tokensOf,
} from './figures';
export { opAverage } from './ops/average';
export { isRunningBalance, opBalance } from './ops/balance';
export { opBreakdown } from './ops/breakdown';
export { opChange } from './ops/change';
export { opCompare } from './ops/compare';
export { opCount } from './ops/count';
export { opExtreme } from './ops/extreme';
export { opFilter } from './ops/filter';
export { opForecast } from './ops/forecast';
export { opItems } from './ops/items';
export { opList } from './ops/list';
export { opPeriods } from './ops/periods';
export { opRatio } from './ops/ratio';
export { opShare } from './ops/share';
export { opTop } from './ops/top';
export { opTotal } from './ops/total';
export { opTrend } from './ops/trend';
export { asksVariance, budgetActualCols, opLongVariance } from './ops/variance';
export type { Ctx, Fig, Refusal, Result, Window } from './types';
export { isRefusal, refuse } from './types';
export { latestYearOfComparison, naturalUnit, resolveWindows, unitOfKind } from './windows';
