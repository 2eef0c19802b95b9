import { useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ExpenseCategory } from '@fina/contract';
import { serverMessage } from '../shared-ui/server-message';

interface CategoryPickerProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  categories: ExpenseCategory[];
  onChange: (category: string) => void;
  /** Creates a category of the company's own; answers what the server saved. */
  onAdd: (name: string) => Promise<ExpenseCategory>;
}

/** The category select, plus "Add a category" for one the default list lacks. */
export function CategoryPicker({
  value,
  categories,
  onChange,
  onAdd,
  ...input
}: CategoryPickerProps) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!name.trim()) {
      setProblem('Type the new category’s name.');
      return;
    }
    setBusy(true);
    try {
      const made = await onAdd(name.trim());
      onChange(made.name);
      setAdding(false);
      setName('');
      setProblem(null);
    } catch (cause) {
      setProblem(serverMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  const options = categories.map((c) => ({ value: c.name, label: c.name }));
  if (value && !categories.some((c) => c.name === value)) options.push({ value, label: value });
  return (
    <Flex vertical gap={6}>
      <Select
        {...input}
        showSearch
        value={value || undefined}
        placeholder="Pick a category"
        options={options}
        onChange={onChange}
      />
      {adding ? (
        <Flex gap={8}>
          <Input
            aria-label="New category"
            value={name}
            autoFocus
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              void add();
            }}
          />
          <Button loading={busy} onClick={() => void add()}>
            Add category
          </Button>
        </Flex>
      ) : (
        <Button
          type="link"
          icon={<PlusOutlined aria-hidden />}
          style={{ alignSelf: 'start', padding: 0 }}
          onClick={() => setAdding(true)}
        >
          Add a category
        </Button>
      )}
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
