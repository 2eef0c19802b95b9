import { Card, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { KpiValue } from '@fina/contract';
import { formatKpiValue } from './kpi-format';

/** One KPI: its figure, its definition on hover or keyboard focus, and where it comes from. */
export function KpiCard({ kpi }: { kpi: KpiValue }) {
  const definitionId = `kpi-definition-${kpi.key}`;
  return (
    <Card
      size="small"
      data-kpi={kpi.key}
      title={
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          {kpi.label}
          <Tooltip
            title={<span id={definitionId}>{kpi.definition}</span>}
            trigger={['hover', 'focus']}
          >
            {/* A real button, so keyboard users reach the definition with Tab. */}
            <button
              type="button"
              aria-label={`What is ${kpi.label}?`}
              style={{
                border: 0,
                background: 'none',
                padding: 0,
                cursor: 'help',
                color: 'inherit',
              }}
            >
              <InfoCircleOutlined />
            </button>
          </Tooltip>
        </span>
      }
    >
      <Typography.Title
        level={2}
        style={{ margin: 0, fontSize: 24 }}
        aria-label={`${kpi.label} value`}
      >
        {formatKpiValue(kpi)}
      </Typography.Title>
      {kpi.detail && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {kpi.detail}
        </Typography.Text>
      )}
      <Link to={kpi.source_path} aria-label={`See where it comes from: ${kpi.label}`}>
        See where it comes from
      </Link>
    </Card>
  );
}
