/** The `compare` operation: see engine/README.md for what each operation answers. */
import { decCmp, decSign } from '../../decimal';
import type { Target } from '../../view';
import { display } from '../figures';
import { isBudgetTable, opChange, opScenario } from './change';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { isRefusal, refuse } from '../types';

export function opCompare(ctx: Ctx, targets: Target[]): Result | Refusal {
  const t = targets[0]!;
  if (targets.length >= 2 || ctx.res.dims.some((d) => d.values.length >= 2)) {
    const r = opChange(ctx, targets, false);
    if (isRefusal(r)) return r;
    const [fd, fa, fb] = r.figures as [Fig, Fig, Fig];
    const higher =
      decCmp(fa.value, fb.value) > 0 ? fa : decCmp(fa.value, fb.value) < 0 ? fb : undefined;
    r.lines.push(higher ? `${higher.label} is higher.` : 'They are equal.');
    // headline first: the difference the comparison asks for, with both sides beside it
    // (after blind-43: the first side's total led, and read as the answer)
    const head = `${fa.label} (${display(fa)}) against ${fb.label} (${display(fb)}): a difference of ${decSign(fd.value) > 0 ? '+' : ''}${display(fd)}.`;
    return {
      kind: 'compare',
      lines: [head, ...r.lines],
      figures: [fd, fa, fb, ...r.figures.slice(3)],
    };
  }
  if (t.kind !== 'col' && isBudgetTable(t.view) && ctx.windows.length <= 1)
    return opScenario(ctx, t, false);
  if (ctx.windows.length >= 2) {
    const r = opChange(ctx, targets, false);
    if (isRefusal(r)) return r;
    // the first sentence states the change ("Revenue rose by …"): the change is the answer
    return { kind: 'compare', lines: r.lines, figures: r.figures };
  }
  return refuse('I need two items or two periods to compare');
}
