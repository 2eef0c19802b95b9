import { useState } from 'react';
import { AutoComplete, Button, Flex, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import { UserAddOutlined } from '@ant-design/icons';
import type { ClientRecord } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { FieldError, errorProps } from '../shared-ui/field-error';

interface Props {
  clients: ClientRecord[];
  /** The name on the form, and the saved client it is (null when typed). */
  name: string;
  clientId: string | null;
  error?: string;
  onType: (name: string) => void;
  onPick: (client: ClientRecord) => void;
  /** Saves the typed name (with the email and address on the form) as a client. */
  onSaveNew: () => Promise<void>;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The client name with the company's saved clients to pick from (picking fills the email and
 * address). A typed name that is no saved client offers "Save as a new client".
 */
export function ClientPicker({ clients, name, clientId, error, onType, onPick, onSaveNew }: Props) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const typed = name.trim();
  const query = typed.toLowerCase();
  // Once the name is a saved client's, there is nothing left to pick: the list closes.
  const chosen = clients.some((client) => sameName(client.name, typed));
  const options = clients
    .filter((client) => !chosen && (!query || client.name.toLowerCase().includes(query)))
    .slice(0, 20)
    .map((client) => ({
      value: client.client_id,
      label: (
        <Flex vertical>
          <span>{client.name}</span>
          {client.email && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {client.email}
            </Typography.Text>
          )}
        </Flex>
      ),
    }));
  const isNew =
    typed !== '' && !clientId && !clients.some((client) => sameName(client.name, typed));
  const errorId = 'invoice-client-name-error';

  async function saveNew() {
    setSaving(true);
    setSaveError(null);
    try {
      await onSaveNew();
    } catch (failure) {
      setSaveError(isApiError(failure) ? failure.message : 'The client could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form.Item
      label="Client name"
      htmlFor="invoice-client-name"
      required
      style={{ marginBottom: 12 }}
      validateStatus={error ? 'error' : undefined}
      help={error ? <FieldError id={errorId} message={error} /> : undefined}
      extra={
        clientId ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Saved client
          </Typography.Text>
        ) : undefined
      }
    >
      <AutoComplete
        id="invoice-client-name"
        aria-required
        value={name}
        options={options}
        placeholder="Type a name or pick a saved client"
        onChange={(value: string) => {
          // Picking sends the client id through onChange too: the name comes from onSelect.
          if (!clients.some((client) => client.client_id === value)) onType(value);
        }}
        onSelect={(value: string) => {
          const client = clients.find((c) => c.client_id === value);
          if (client) onPick(client);
        }}
        {...errorProps(errorId, error)}
      />
      {isNew && (
        <Flex align="center" gap={8} wrap style={{ marginTop: 6 }}>
          <Button
            size="small"
            icon={<UserAddOutlined />}
            loading={saving}
            onClick={() => void saveNew()}
          >
            Save as a new client
          </Button>
          {saveError && (
            <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
              {saveError}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Form.Item>
  );
}
