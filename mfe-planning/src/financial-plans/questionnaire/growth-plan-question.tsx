import { Checkbox, Flex, Input, Typography } from 'antd';
import type { GrowthPlanDraft } from './growth-plan';
import { PLAN_CHOICES } from './growth-plan';

interface GrowthPlanQuestionProps {
  plan: GrowthPlanDraft;
  onChange: (plan: GrowthPlanDraft) => void;
  /** The 'Other' text's message (the list's own is the wizard's). */
  otherError?: string;
}

/** The plan checkboxes, each with its text where the spec has one. */
export function GrowthPlanQuestion({ plan, onChange, otherError }: GrowthPlanQuestionProps) {
  return (
    <Flex vertical gap={10} role="group" aria-label="How you plan to get there">
      {PLAN_CHOICES.map((choice) => (
        <Flex key={choice.key} vertical gap={6}>
          <Checkbox
            checked={plan[choice.key]}
            onChange={(event) => onChange({ ...plan, [choice.key]: event.target.checked })}
          >
            {choice.label}
          </Checkbox>
          {choice.key === 'new_product_line' && plan.new_product_line && (
            <Input
              aria-label="Which product line?"
              placeholder="Which product line? (optional)"
              value={plan.strategy1Input}
              onChange={(event) => onChange({ ...plan, strategy1Input: event.target.value })}
              style={{ marginLeft: 24, maxWidth: 400 }}
            />
          )}
          {choice.key === 'other_strategy' && plan.other_strategy && (
            <Flex vertical gap={2} style={{ marginLeft: 24, maxWidth: 400 }}>
              <Input
                aria-label="Your other plan"
                placeholder="Your other plan"
                value={plan.otherStrategyInput}
                status={otherError ? 'error' : undefined}
                aria-invalid={otherError ? true : undefined}
                onChange={(event) => onChange({ ...plan, otherStrategyInput: event.target.value })}
              />
              {otherError && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {otherError}
                </Typography.Text>
              )}
            </Flex>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
