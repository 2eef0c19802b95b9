/**
 * 'What can it do?': the landing promises of the spec (section 1), grouped into four cards,
 * each worded as what the app does today (issue 11/12 polish: no promise it cannot keep).
 */
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
    title: 'A 1-year budget, checked against reality',
    description:
      'Answer a few questions about your new or existing business and get a 12-month budget and cash forecast. Record your sales and expenses or import your bank statements, and see the actual figures beside the budget each month.',
  },
  {
    id: 'insights',
    icon: 'insights',
    title: 'Financial insights and analysis',
    description:
      'Upload a spreadsheet and ask Fina about it in plain words: every figure in the answer comes from your own cells, with the cell it came from. Read your financial statements into a forecast, and try what-ifs that recompute instantly.',
  },
  {
    id: 'dashboard',
    icon: 'dashboard',
    title: 'Your KPI control panel',
    description:
      'Pick the KPIs that matter to you (cash, revenue this month, receivables, overdue invoices, burn, runway, gross margin) and follow them on one customised dashboard.',
  },
  {
    id: 'capital',
    icon: 'capital',
    title: 'Access to growth capital',
    description:
      'See when your cash forecast needs borrowing, which option fits and what it costs, then apply for a loan or a financing solution from the app and follow its status.',
  },
];
