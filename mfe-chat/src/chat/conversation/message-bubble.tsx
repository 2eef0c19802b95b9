import { useCallback } from 'react';
import { Avatar, Flex, theme } from 'antd';
import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@fina/contract';
import { TypewriterText } from '../typing/typewriter-text';
import { AnswerTable } from './answer-table';
import { citedCells, replyText } from './answer-text';
import { CitedCells } from './cited-cells';
import type { ChatEntry } from './use-conversation';

/**
 * A failed answer: explicit red on pink (7:1), since the derived status backgrounds drew
 * a grey fill in the built app.
 */
const FAILED_BUBBLE = { background: '#fee2e2', color: '#991b1b' } as const;

interface MessageBubbleProps {
  entry: ChatEntry;
  onRevealed: (key: string) => void;
  onProgress: () => void;
}

/** One message: the user's on the right, Fina's on the left with its table and cells. */
export function MessageBubble({ entry, onRevealed, onProgress }: MessageBubbleProps) {
  const { token } = theme.useToken();
  const human = entry.type === 'human';
  const text = human ? entry.content : replyText(entry.content, entry.answer);
  const done = useCallback(() => onRevealed(entry.key), [entry.key, onRevealed]);

  const bubbleStyle = {
    maxWidth: 'min(100%, 720px)',
    minWidth: 0,
    padding: '8px 12px',
    borderRadius: token.borderRadiusLG,
    background: human
      ? token.colorPrimary
      : entry.failed
        ? FAILED_BUBBLE.background
        : token.colorFillTertiary,
    color: human ? token.colorTextLightSolid : entry.failed ? FAILED_BUBBLE.color : token.colorText,
  };

  return (
    <Flex
      component="article"
      aria-label={human ? 'You' : PRODUCT_NAME}
      justify={human ? 'flex-end' : 'flex-start'}
      align="flex-start"
      gap={8}
    >
      {!human && (
        <Avatar
          size="small"
          icon={<RobotOutlined />}
          style={{ background: token.colorPrimary, flexShrink: 0 }}
        />
      )}
      <div style={bubbleStyle}>
        {entry.reveal ? (
          <TypewriterText text={text} onDone={done} onProgress={onProgress} />
        ) : (
          <>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</div>
            {entry.answer?.table && <AnswerTable table={entry.answer.table} />}
            <CitedCells cells={citedCells(entry.answer)} />
          </>
        )}
      </div>
      {human && <Avatar size="small" icon={<UserOutlined />} style={{ flexShrink: 0 }} />}
    </Flex>
  );
}
