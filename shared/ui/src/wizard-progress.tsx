import { Progress, Typography } from 'antd';

/** round((step+1)/total*100), capped at 100 (spec section 4). */
export function percentComplete(step: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round(((Math.max(step, 0) + 1) / total) * 100));
}

export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = percentComplete(step, total);
  return (
    <div aria-live="polite">
      <Typography.Text>You are {percent}% complete</Typography.Text>
      <Progress percent={percent} showInfo={false} aria-label={`You are ${percent}% complete`} />
    </div>
  );
}
