import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';

export interface SectionField {
  label: string;
  value: ReactNode;
}

interface Props {
  title: string;
  loading: boolean;
  loadError?: string | null;
  fields: SectionField[];
  /** The edit form's inputs; their state belongs to the caller. */
  renderEdit: () => ReactNode;
  /** Saves the edit; a thrown error's message is shown and the section stays in edit. */
  onSave: () => Promise<void>;
  onEdit?: () => void;
}

/**
 * A settings section that toggles between view and edit; Update saves, returns to view and
 * says "Saved." beside the Edit button until the next edit.
 */
export function EditableSection({
  title,
  loading,
  loadError,
  fields,
  renderEdit,
  onSave,
  onEdit,
}: Props) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await onSave();
      setEditing(false);
      setSaved(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not save. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title={title}
      extra={
        !editing && !loading && !loadError ? (
          <Flex align="center" gap={12}>
            <span role="status">
              {saved && (
                <Typography.Text type="success">
                  <CheckOutlined aria-hidden /> Saved.
                </Typography.Text>
              )}
            </span>
            <Button
              onClick={() => {
                onEdit?.();
                setSaved(false);
                setEditing(true);
              }}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
          </Flex>
        ) : null
      }
    >
      {loading ? (
        <Spin />
      ) : loadError ? (
        <Alert type="warning" title={loadError} showIcon />
      ) : editing ? (
        <Flex vertical gap={12}>
          {renderEdit()}
          {error && <Alert type="error" title={error} showIcon role="alert" />}
          <Flex gap={8}>
            <Button type="primary" onClick={save} loading={saving}>
              Update
            </Button>
            <Button onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Descriptions
          column={1}
          items={fields.map((field) => ({
            key: field.label,
            label: field.label,
            children: field.value || '—',
          }))}
        />
      )}
    </Card>
  );
}
