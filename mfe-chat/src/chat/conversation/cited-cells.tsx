import { Flex, Tag, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';

/** The cells an answer's figures came from, under the answer. */
export function CitedCells({ cells }: { cells: string[] }) {
  if (cells.length === 0) return null;
  return (
    <Flex
      wrap
      gap={4}
      align="center"
      role="group"
      aria-label="Cited cells"
      style={{ marginTop: 8 }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <TableOutlined aria-hidden /> Cells:
      </Typography.Text>
      {cells.map((cell) => (
        <Tag key={cell} style={{ marginInlineEnd: 0, fontFamily: 'monospace' }}>
          {cell}
        </Tag>
      ))}
    </Flex>
  );
}
