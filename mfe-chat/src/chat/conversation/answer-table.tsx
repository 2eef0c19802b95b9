import { Table } from '@fina/antd-deferred';
import type { TableColumnsType } from 'antd';
import type { ChatAnswer } from '@fina/contract';

type AnswerTableData = NonNullable<ChatAnswer['table']>;
type Row = Record<string, string> & { key: string };

/** Figures as the engine shows them: "1,234.50", "(1,234.50)", "-12.5%", "$3,000". */
const NUMERIC = /^[-−(]?[$€£₱]?\s?[\d,]+(\.\d+)?%?\)?$/;

/** An answer's table (a breakdown, a top N): numbers right-aligned, scrolling when large. */
export function AnswerTable({ table }: { table: AnswerTableData }) {
  const columns: TableColumnsType<Row> = table.columns.map((title, index) => {
    const numeric = table.rows.every((row) => NUMERIC.test((row[index] ?? '').trim()));
    return {
      title,
      dataIndex: `c${index}`,
      key: `c${index}`,
      align: numeric ? ('right' as const) : ('left' as const),
    };
  });
  const data: Row[] = table.rows.map((row, rowIndex) => {
    const record: Row = { key: String(rowIndex) };
    row.forEach((value, index) => {
      record[`c${index}`] = value;
    });
    return record;
  });
  return (
    <Table<Row>
      size="small"
      columns={columns}
      dataSource={data}
      pagination={false}
      // The spec's table area: at most 15rem high, scrolling; wide tables scroll sideways.
      scroll={{ x: 'max-content', y: 240 }}
      style={{ marginTop: 8 }}
    />
  );
}
