/**
 * 'How will you get there?' (the spec's growth_plan): checkboxes, a text for the new product
 * line and a text for 'Other'. Required: at least one ticked; 'Other' needs its text.
 */
import type { GrowthPlan } from '@fina/contract';

export interface GrowthPlanDraft {
  new_product_line: boolean;
  strategy1Input: string;
  new_branch: boolean;
  add_a_salesperson: boolean;
  other_strategy: boolean;
  otherStrategyInput: string;
}

export type PlanChoice = 'new_product_line' | 'new_branch' | 'add_a_salesperson' | 'other_strategy';

export const PLAN_CHOICES: { key: PlanChoice; label: string }[] = [
  { key: 'new_product_line', label: 'Launch a new product line' },
  { key: 'new_branch', label: 'Open a new branch' },
  { key: 'add_a_salesperson', label: 'Add a salesperson' },
  { key: 'other_strategy', label: 'Other' },
];

export const EMPTY_PLAN: GrowthPlanDraft = {
  new_product_line: false,
  strategy1Input: '',
  new_branch: false,
  add_a_salesperson: false,
  other_strategy: false,
  otherStrategyInput: '',
};

export const PLAN_REQUIRED = 'Tick at least one way you plan to get there.';
export const OTHER_REQUIRED = 'Say what your other plan is.';

/** Problems by path (`growth_plan`, `growth_plan.otherStrategyInput`), under `name`. */
export function planProblems(plan: GrowthPlanDraft, name: string): Map<string, string> {
  const problems = new Map<string, string>();
  if (!PLAN_CHOICES.some((choice) => plan[choice.key])) problems.set(name, PLAN_REQUIRED);
  if (plan.other_strategy && plan.otherStrategyInput.trim() === '') {
    problems.set(`${name}.otherStrategyInput`, OTHER_REQUIRED);
  }
  return problems;
}

/** The plan as sent: texts only where their box is ticked. */
export function submittedPlan(plan: GrowthPlanDraft): GrowthPlan {
  return {
    new_product_line: plan.new_product_line,
    strategy1Input: plan.new_product_line ? plan.strategy1Input.trim() : '',
    new_branch: plan.new_branch,
    add_a_salesperson: plan.add_a_salesperson,
    other_strategy: plan.other_strategy,
    otherStrategyInput: plan.other_strategy ? plan.otherStrategyInput.trim() : '',
  };
}

export function planFrom(saved: unknown): GrowthPlanDraft {
  const plan = (saved ?? {}) as Partial<GrowthPlan>;
  return {
    new_product_line: plan.new_product_line === true,
    strategy1Input: plan.strategy1Input ?? '',
    new_branch: plan.new_branch === true,
    add_a_salesperson: plan.add_a_salesperson === true,
    other_strategy: plan.other_strategy === true,
    otherStrategyInput: plan.otherStrategyInput ?? '',
  };
}
