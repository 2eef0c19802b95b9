/**
 * The balance sheet as a finance professional reads it: assets (current, then non-current
 * at cost less depreciation), liabilities, equity, each with its total, and the check that
 * assets equal liabilities plus equity. Every amount is the engine's (server or preview);
 * the two subtotals it does not name are differences computed with the engine's money.
 */
import { Flex, Tag, Typography, theme } from 'antd';
import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import type { BalanceSheetFigures, MoneyFigure } from '@fina/finance';
import { differenceOf } from '../model/preview';
import { FINA_COLORS } from '@fina/ui';

type LineKind = 'section' | 'group' | 'line' | 'subtotal' | 'total' | 'grand';

interface Line {
  key: string;
  label: string;
  amount?: string;
  kind: LineKind;
}

const INDENT: Record<LineKind, number> = {
  section: 0,
  group: 12,
  line: 28,
  subtotal: 12,
  total: 0,
  grand: 0,
};

/** A deduction, the accountant's way: (₱25,500.00). */
const deducted = (figure: MoneyFigure): string =>
  figure.minor === 0 ? figure.formatted : `(${figure.formatted})`;

export function statementLines(f: BalanceSheetFigures): Line[] {
  const current = differenceOf(f.assets.total, f.assets.property_net, f.currency);
  const line = (key: string, label: string, figure: MoneyFigure): Line => ({
    key,
    label,
    amount: figure.formatted,
    kind: 'line',
  });
  return [
    { key: 'assets', label: 'Assets', kind: 'section' },
    { key: 'current', label: 'Current assets', kind: 'group' },
    line('cash_on_hand', 'Cash on hand', f.assets.cash_on_hand),
    line('cash_in_banks', 'Cash in banks', f.assets.cash_in_banks),
    line('receivables', 'Accounts receivable (clients)', f.assets.receivables),
    line('inventory', 'Inventory', f.assets.inventory),
    line('cash_advances', 'Cash advances and deposits', f.assets.cash_advances),
    line('loans_receivable', 'Loans to others', f.assets.loans_receivable),
    line('other_assets', 'Other assets', f.assets.other_assets),
    {
      key: 'current_total',
      label: 'Total current assets',
      amount: current.formatted,
      kind: 'subtotal',
    },
    { key: 'non_current', label: 'Non-current assets', kind: 'group' },
    line('property_cost', 'Equipment, land and buildings, at cost', f.assets.property_cost),
    {
      key: 'depreciation',
      label: 'Less: accumulated depreciation',
      amount: deducted(f.assets.accumulated_depreciation),
      kind: 'line',
    },
    {
      key: 'property_net',
      label: 'Total non-current assets',
      amount: f.assets.property_net.formatted,
      kind: 'subtotal',
    },
    { key: 'assets_total', label: 'Total assets', amount: f.assets.total.formatted, kind: 'total' },
    { key: 'liabilities', label: 'Liabilities', kind: 'section' },
    line('suppliers', 'Accounts payable (suppliers)', f.liabilities.suppliers),
    line('other_loans', 'Bank and other loans', f.liabilities.other_loans),
    {
      key: 'liabilities_total',
      label: 'Total liabilities',
      amount: f.liabilities.total.formatted,
      kind: 'total',
    },
    { key: 'equity', label: 'Equity', kind: 'section' },
    line('owner_investment', "Owners' investment", f.equity.owner_investment),
    line('retained_earnings', 'Retained earnings', f.equity.retained_earnings),
    { key: 'equity_total', label: 'Total equity', amount: f.equity.total.formatted, kind: 'total' },
    {
      key: 'liabilities_and_equity',
      label: 'Total liabilities and equity',
      amount: f.total_liabilities_and_equity.formatted,
      kind: 'grand',
    },
  ];
}

/**
 * Explicit colours with at least 4.5:1 contrast: antd's status presets drew the tag's text
 * on a grey fill (2.6:1) in the built app.
 */
const TAG_TONES = {
  success: { color: '#166534', background: '#dcfce7', borderColor: '#86efac' },
  danger: { color: '#991b1b', background: '#fee2e2', borderColor: '#fca5a5' },
} as const;

/** The grand total's band: the side nav's brand tint under dark text. */
const GRAND_TOTAL_BACKGROUND = FINA_COLORS.brandTint;

export function BalanceCheck({ figures }: { figures: BalanceSheetFigures }) {
  if (figures.balances) {
    return (
      <Tag icon={<CheckCircleFilled />} style={TAG_TONES.success}>
        Balanced: assets = liabilities + equity
      </Tag>
    );
  }
  const gap = differenceOf(
    figures.assets.total,
    figures.total_liabilities_and_equity,
    figures.currency,
  );
  return (
    <Tag icon={<WarningFilled />} style={TAG_TONES.danger}>
      Out of balance by {gap.formatted}
    </Tag>
  );
}

interface StatementViewProps {
  figures: BalanceSheetFigures;
  /** e.g. 'Balance sheet as of 31 December 2025' */
  caption: string;
}

export function StatementView({ figures, caption }: StatementViewProps) {
  const { token } = theme.useToken();
  const columns: TableColumnsType<Line> = [
    {
      key: 'label',
      title: caption,
      render: (_: unknown, line: Line) => (
        <span style={{ display: 'block', paddingLeft: INDENT[line.kind] }}>{line.label}</span>
      ),
    },
    {
      key: 'amount',
      title: figures.currency,
      align: 'right',
      render: (_: unknown, line: Line) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {line.amount ?? ''}
        </span>
      ),
    },
  ];
  const rowStyle = (kind: LineKind) => {
    switch (kind) {
      case 'section':
        return {
          fontWeight: 700,
          textTransform: 'uppercase' as const,
          background: token.colorFillAlter,
        };
      case 'group':
        return { fontStyle: 'italic' as const, color: token.colorTextSecondary };
      case 'subtotal':
        return { fontWeight: 600 };
      case 'total':
        return { fontWeight: 700, borderTop: `1px solid ${token.colorBorder}` };
      case 'grand':
        return { fontWeight: 700, background: GRAND_TOTAL_BACKGROUND };
      default:
        return {};
    }
  };
  return (
    <Flex vertical gap={12} role="region" aria-label={caption}>
      <Table<Line>
        size="small"
        pagination={false}
        columns={columns}
        dataSource={statementLines(figures)}
        onRow={(line) => ({ style: rowStyle(line.kind) })}
      />
      {figures.property_lines.length > 0 && <PropertyDetails figures={figures} />}
      <Flex align="center" gap={8} wrap>
        <BalanceCheck figures={figures} />
        <Typography.Text type="secondary">
          Retained earnings are the balancing figure: total assets less liabilities and the
          owners&apos; investment.
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

type PropertyLine = BalanceSheetFigures['property_lines'][number];

/** Each fixed asset's straight-line depreciation, as the engine computed it. */
function PropertyDetails({ figures }: { figures: BalanceSheetFigures }) {
  const columns: TableColumnsType<PropertyLine & { key: number }> = [
    { key: 'type', title: 'Equipment, land and buildings', dataIndex: 'type' },
    { key: 'cost', title: 'Cost', align: 'right', render: (_, p) => p.cost.formatted },
    { key: 'used', title: 'Years used', align: 'right', dataIndex: 'years_used' },
    {
      key: 'life',
      title: 'Useful life',
      align: 'right',
      render: (_, p) =>
        p.useful_life_years === null ? 'Not depreciated' : `${p.useful_life_years} years`,
    },
    {
      key: 'depreciation',
      title: 'Accumulated depreciation',
      align: 'right',
      render: (_, p) => p.accumulated_depreciation.formatted,
    },
    { key: 'net', title: 'Net', align: 'right', render: (_, p) => p.net.formatted },
  ];
  return (
    <Table
      size="small"
      pagination={false}
      columns={columns}
      dataSource={figures.property_lines.map((line, key) => ({ ...line, key }))}
      scroll={{ x: 'max-content' }}
      title={() => 'Depreciation of equipment, land and buildings'}
    />
  );
}
