import { Progress, Typography } from 'antd';
import { progressLabel, wizardProgress } from '@fina/finance/wizard';

/** 'You are N% complete' with its bar; the percent is the finance engine's one rule. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = wizardProgress(step, total);
  const label = progressLabel(step, total);
  return (
    <div aria-live="polite">
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={percent} showInfo={false} aria-label={label} />
    </div>
  );
}
