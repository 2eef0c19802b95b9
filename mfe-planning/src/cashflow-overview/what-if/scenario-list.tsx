import { useState } from 'react';
import { App, Button, Checkbox, Flex, Input, Space, Typography } from 'antd';
import type { Scenario } from '@fina/contract';
import type { WhatIfSettings } from './what-if-input';

interface Props {
  scenarios: Scenario[];
  compared: string[];
  onCompare: (ids: string[]) => void;
  onUse: (scenario: Scenario) => void;
  onSave: (name: string) => Promise<unknown>;
  onDelete: (scenarioId: string) => Promise<void>;
}

export function describeSettings(s: WhatIfSettings): string {
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  return [
    `growth ${s.growth_rate}%`,
    `prices ${sign(s.price_change_percent)}%`,
    `${s.days_to_collect} days to collect`,
    `hires ${sign(s.hire_start_shift_months)} mo`,
  ].join(' · ');
}

/** Save the current what-if under a name; compare saved ones on the chart; use or delete them. */
export function ScenarioList({ scenarios, compared, onCompare, onUse, onSave, onDelete }: Props) {
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!name.trim()) {
      message.warning('Give the scenario a name.');
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
      setName('');
      message.success('Scenario saved.');
    } catch {
      message.error('The scenario could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Input
          aria-label="Scenario name"
          placeholder="Name this what-if, e.g. Slow summer"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void save()}
        />
        <Button type="primary" loading={saving} onClick={() => void save()}>
          Save scenario
        </Button>
      </Space.Compact>
      {scenarios.length > 0 && (
        <section aria-label="Saved scenarios" style={{ marginTop: 12 }}>
          <Typography.Text strong>Saved scenarios</Typography.Text>
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {scenarios.map((scenario) => (
              <li key={scenario.scenario_id} style={{ padding: '6px 0' }}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Checkbox
                    checked={compared.includes(scenario.scenario_id)}
                    onChange={(e) =>
                      onCompare(
                        e.target.checked
                          ? [...compared, scenario.scenario_id]
                          : compared.filter((id) => id !== scenario.scenario_id),
                      )
                    }
                    aria-label={`Compare ${scenario.name}`}
                  >
                    <Typography.Text strong>{scenario.name}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{describeSettings(scenario)}</Typography.Text>
                  </Checkbox>
                  <Space>
                    <Button size="small" onClick={() => onUse(scenario)}>
                      Use
                    </Button>
                    <Button
                      size="small"
                      danger
                      aria-label={`Delete ${scenario.name}`}
                      onClick={() => void onDelete(scenario.scenario_id)}
                    >
                      Delete
                    </Button>
                  </Space>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
