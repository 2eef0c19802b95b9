import { Flex, Input, Typography } from 'antd';

interface CellInputProps {
  /** Accessible name, e.g. 'Gross salary, row 2' (the column title is not a label). */
  label: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  /** 'decimal' for amounts: a number keyboard on phones, text kept exact (no float). */
  inputMode?: 'decimal' | 'numeric' | 'text';
  minWidth?: number;
  align?: 'left' | 'right';
}

/** An input inside an editable table, with its message right under it. */
export function CellInput({
  label,
  id,
  value,
  onChange,
  error,
  placeholder,
  inputMode = 'text',
  minWidth = 120,
  align = 'left',
}: CellInputProps) {
  const errorId = `${id}-error`;
  return (
    <Flex vertical gap={2} style={{ minWidth }}>
      <Input
        id={id}
        aria-label={label}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        style={{ textAlign: align }}
      />
      {error && (
        <Typography.Text type="danger" id={errorId} style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
