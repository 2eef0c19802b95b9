import { useState } from 'react';
import { App, Button, Checkbox, Modal } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { KpiKey } from '@fina/contract';

interface Props {
  /** Every KPI with its label, in order. */
  options: { key: KpiKey; label: string }[];
  shown: KpiKey[];
  onSave: (kpis: KpiKey[]) => Promise<void>;
}

/** "Choose KPIs": tick which cards the dashboard shows; saved for the company. */
export function KpiPicker({ options, shown, onSave }: Props) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<KpiKey[]>(shown);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await onSave(picked);
      setOpen(false);
      message.success('Your dashboard is saved.');
    } catch {
      message.error('Your choice could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button
        icon={<SettingOutlined />}
        onClick={() => {
          setPicked(shown);
          setOpen(true);
        }}
      >
        Choose KPIs
      </Button>
      <Modal
        title="Which KPIs should your dashboard show?"
        open={open}
        okText="Save"
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
      >
        <Checkbox.Group
          value={picked}
          onChange={(values) => setPicked(values as KpiKey[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={options.map((option) => ({ value: option.key, label: option.label }))}
        />
      </Modal>
    </>
  );
}
