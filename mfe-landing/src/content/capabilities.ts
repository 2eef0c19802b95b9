/** 'What can it do?': the landing promises of the spec (section 1), grouped into four cards. */
export type CapabilityIcon = 'budget' | 'insights' | 'dashboard' | 'capital';

export interface Capability {
  id: string;
  icon: CapabilityIcon;
  title: string;
  description: string;
}

export const CAPABILITIES: readonly Capability[] = [
  {
    id: 'budget',
    icon: 'budget',
    title: 'A real-time 1-year budget',
    description:
      'Build a 12-month budget and cash budget for a new or existing business in minutes. It stays current as your actual figures come in.',
  },
  {
    id: 'insights',
    icon: 'insights',
    title: 'Financial insights and analysis',
    description:
      'Upload your financial statements and get a clear analysis of revenue, costs, margins and cash, in plain language.',
  },
  {
    id: 'dashboard',
    icon: 'dashboard',
    title: 'Your KPI control panel',
    description:
      'Pick the KPIs that matter to you (cash, revenue, receivables, burn, runway) and follow them on one customised dashboard.',
  },
  {
    id: 'capital',
    icon: 'capital',
    title: 'Access to growth capital',
    description:
      'Get lender recommendations from your cash forecast and connect with investors when you are ready to grow.',
  },
];
