import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A step's question, whether it must be answered, and its hint. */
export function QuestionHeading({
  question,
  required,
  hint,
}: {
  question: string;
  required?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Flex vertical gap={4}>
      {/* The page's h1 is the questionnaire; each question is the next level down. */}
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {question}
        {required === undefined ? '' : required ? ' (required)' : ' (optional)'}
      </Typography.Title>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Flex>
  );
}
