import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** What an empty company does first, each step a link to where it is done. */
export const FIRST_STEPS = [
  { label: 'Add your balance sheet', to: '/balance-sheet', why: 'your cash and what you own' },
  {
    label: 'Create a budget',
    to: '/financial-plans/create-a-budget',
    why: 'your 12-month forecast and runway',
  },
  { label: 'Record an invoice', to: '/record-operations/invoice', why: 'revenue and receivables' },
  {
    label: 'Import a bank statement',
    to: '/record-operations',
    why: 'cash moves and monthly burn',
  },
] as const;

export function FirstSteps() {
  return (
    <Card title="Start here" size="small">
      <Typography.Paragraph>
        Your KPIs fill in as you add your figures. Four steps get you there:
      </Typography.Paragraph>
      <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
        {FIRST_STEPS.map((step) => (
          <li key={step.to}>
            <Link to={step.to} style={{ textDecoration: 'underline' }}>
              {step.label}
            </Link>
            <Typography.Text type="secondary"> — {step.why}</Typography.Text>
          </li>
        ))}
      </ol>
    </Card>
  );
}
