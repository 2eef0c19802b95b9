import { useCallback, useEffect, useRef } from 'react';
import { Flex } from 'antd';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';
import type { ChatEntry } from './use-conversation';

interface MessageListProps {
  entries: ChatEntry[];
  pending: boolean;
  onRevealed: (key: string) => void;
}

/** The conversation, oldest first, kept scrolled to the latest message. */
export function MessageList({ entries, pending, onRevealed }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const toBottom = useCallback(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useEffect(toBottom, [entries.length, pending, toBottom]);

  return (
    <div
      ref={box}
      role="log"
      aria-label="Conversation"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 16 }}
    >
      <Flex vertical gap={12}>
        {entries.map((entry) => (
          <MessageBubble
            key={entry.key}
            entry={entry}
            onRevealed={onRevealed}
            onProgress={toBottom}
          />
        ))}
        {pending && <TypingIndicator />}
      </Flex>
    </div>
  );
}
