import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Flex, Input, theme } from 'antd';
import type { GetRef } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CHAT_QUERY_MAX_LENGTH, PRODUCT_NAME } from '@fina/contract';

interface MessageComposerProps {
  /** While Fina replies. */
  waiting: boolean;
  /** Answers whether the text was sent (empty text is not). */
  onSend: (text: string) => boolean;
}

/** The question box: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ waiting, onSend }: MessageComposerProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const input = useRef<GetRef<typeof Input.TextArea>>(null);
  const hadFocus = useRef(false);

  // Disabling the box drops its focus: give it back when the reply is in.
  useEffect(() => {
    if (waiting) return;
    if (hadFocus.current) input.current?.focus();
    hadFocus.current = false;
  }, [waiting]);

  const submit = () => {
    hadFocus.current = document.activeElement === input.current?.resizableTextArea?.textArea;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Flex
      gap={8}
      align="flex-end"
      style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Input.TextArea
        ref={input}
        aria-label="Message"
        placeholder={`Ask ${PRODUCT_NAME} about your workbook (Enter to send, Shift+Enter for a new line)`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={CHAT_QUERY_MAX_LENGTH}
        disabled={waiting}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        aria-label="Send"
        onClick={submit}
        disabled={waiting}
      />
    </Flex>
  );
}
