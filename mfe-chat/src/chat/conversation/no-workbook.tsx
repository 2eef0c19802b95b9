import { Flex, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { MESSAGES, PRODUCT_NAME } from '@fina/contract';

/** A new chat, before any workbook: what to do first. */
export function NoWorkbook() {
  return (
    <Flex vertical flex={1} align="center" justify="center" gap={8} style={{ padding: 24 }}>
      <FileExcelOutlined aria-hidden style={{ fontSize: 40, opacity: 0.5 }} />
      <Typography.Paragraph strong style={{ margin: 0, textAlign: 'center' }}>
        {MESSAGES.uploadFirst}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        Then ask {PRODUCT_NAME} about totals, months, margins or trends: every figure comes with the
        cells it was read from.
      </Typography.Paragraph>
    </Flex>
  );
}
