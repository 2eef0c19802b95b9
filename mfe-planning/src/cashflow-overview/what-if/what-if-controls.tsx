import { Col, InputNumber, Row, Typography } from 'antd';
import { Slider } from '@fina/antd-deferred';
import type { ReactNode } from 'react';
import type { WhatIfSettings } from './what-if-input';
import { EXISTING_GROWTH_OPTIONS } from './what-if-input';

interface Props {
  settings: WhatIfSettings;
  onChange: (next: WhatIfSettings) => void;
  existing: boolean;
  hasHires: boolean;
}

function Control({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      <Typography.Text strong>{label}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {hint}
      </Typography.Text>
      {children}
    </Col>
  );
}

const row = { display: 'flex', gap: 12, alignItems: 'center' } as const;

/** Sliders and fields for the what-if; every change recomputes at once (no debounce). */
export function WhatIfControls({ settings, onChange, existing, hasHires }: Props) {
  const set = <K extends keyof WhatIfSettings>(key: K, value: WhatIfSettings[K] | null) => {
    if (value === null || Number.isNaN(value)) return;
    onChange({ ...settings, [key]: value });
  };
  const growthMarks = Object.fromEntries(
    EXISTING_GROWTH_OPTIONS.map((g) => [g, g % 50 === 0 || g === 10 ? `${g}%` : ' ']),
  );
  return (
    <Row gutter={[24, 16]}>
      <Control
        label={existing ? 'Sales growth' : 'Units sold'}
        hint={existing ? 'over last year (the spec’s options)' : 'more than planned, in percent'}
      >
        <div style={row}>
          <Slider
            style={{ flex: 1 }}
            {...(existing
              ? { min: 10, max: 200, step: null, marks: growthMarks }
              : { min: 0, max: 200, step: 10 })}
            value={settings.growth_rate}
            onChange={(value: number) => set('growth_rate', value)}
            ariaLabelForHandle={existing ? 'Sales growth' : 'Units sold'}
            tooltip={{ formatter: (v) => `${v}%` }}
          />
          <Typography.Text aria-label="Growth value" style={{ minWidth: 48 }}>
            {existing ? '' : '+'}
            {settings.growth_rate}%
          </Typography.Text>
        </div>
      </Control>
      <Control label="Price change" hint="every price, in percent">
        <div style={row}>
          <Slider
            style={{ flex: 1 }}
            min={-50}
            max={50}
            value={settings.price_change_percent}
            onChange={(value: number) => set('price_change_percent', value)}
            ariaLabelForHandle="Price change"
            tooltip={{ formatter: (v) => `${v}%` }}
          />
          <InputNumber
            aria-label="Price change percent"
            min={-100}
            max={1000}
            value={settings.price_change_percent}
            onChange={(value) =>
              set('price_change_percent', value === null ? null : Math.round(Number(value)))
            }
            suffix="%"
            style={{ width: 96 }}
          />
        </div>
      </Control>
      <Control label="Days to collect" hint="how long customers take to pay you">
        <div style={row}>
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={120}
            value={settings.days_to_collect}
            onChange={(value: number) => set('days_to_collect', value)}
            ariaLabelForHandle="Days to collect"
          />
          <InputNumber
            aria-label="Days to collect value"
            min={0}
            max={365}
            precision={0}
            value={settings.days_to_collect}
            onChange={(value) => set('days_to_collect', value === null ? null : Number(value))}
            style={{ width: 96 }}
          />
        </div>
      </Control>
      <Control
        label="Hires start"
        hint={hasHires ? 'months later (+) or earlier (−) than planned' : 'no hires in this plan'}
      >
        <div style={row}>
          <Slider
            style={{ flex: 1 }}
            min={-6}
            max={6}
            disabled={!hasHires}
            value={settings.hire_start_shift_months}
            onChange={(value: number) => set('hire_start_shift_months', value)}
            ariaLabelForHandle="Hires start shift"
          />
          <Typography.Text style={{ minWidth: 72 }} aria-label="Hires start shift value">
            {settings.hire_start_shift_months > 0 ? '+' : ''}
            {settings.hire_start_shift_months} mo
          </Typography.Text>
        </div>
      </Control>
    </Row>
  );
}
