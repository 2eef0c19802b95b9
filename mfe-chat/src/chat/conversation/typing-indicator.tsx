import { Flex, Spin, Typography } from 'antd';
import { TYPING_LABEL } from '@fina/contract';

/** 'Fina AI is typing...' while the reply is on its way. */
export function TypingIndicator() {
  return (
    <Flex gap={8} align="center" role="status" style={{ padding: '4px 0' }}>
      <Spin size="small" />
      <Typography.Text type="secondary">{TYPING_LABEL}</Typography.Text>
    </Flex>
  );
}
