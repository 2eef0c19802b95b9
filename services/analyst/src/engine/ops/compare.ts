/** The `compare` operation: see engine/README.md for what each operation answers. */
import { decCmp } from '../../decimal';
import type { Target } from '../../view';
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
    return { kind: 'compare', lines: r.lines, figures: [fa, fb, fd, ...r.figures.slice(3)] };
  }
  if (t.kind !== 'col' && isBudgetTable(t.view) && ctx.windows.length <= 1)
    return opScenario(ctx, t, false);
  if (ctx.windows.length >= 2) {
    const r = opChange(ctx, targets, false);
    if (isRefusal(r)) return r;
    const [fd, fb, fa] = r.figures as [Fig, Fig, Fig];
    return { kind: 'compare', lines: r.lines, figures: [fa, fb, fd, ...r.figures.slice(3)] };
  }
  return refuse('I need two items or two periods to compare');
}
