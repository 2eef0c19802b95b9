import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, chatSessionCalls } from '@fina/contract';
import type { ChatAnswer, ChatMessage } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';
import { errorMessage } from '../error-message';

export interface ChatEntry {
  key: string;
  type: 'human' | 'ai';
  content: string;
  answer: ChatAnswer | null;
  /** A reply that has just arrived: typed out once, then shown whole. */
  reveal: boolean;
  /** A reply that is an error message (not stored: it is gone after a reload). */
  failed: boolean;
}

export interface Conversation {
  entries: ChatEntry[];
  /** 'idle': no session (a new chat); 'loading' its history; 'error' the history failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Waiting for Fina's reply. */
  pending: boolean;
  /** Sends a question; false when there is nothing to send (empty) or a reply is awaited. */
  send: (text: string) => boolean;
  revealed: (key: string) => void;
  reload: () => void;
}

let lastKey = 0;
const newKey = () => `m${++lastKey}`;

function entry(
  type: ChatEntry['type'],
  content: string,
  options: Partial<Pick<ChatEntry, 'answer' | 'reveal' | 'failed'>> = {},
): ChatEntry {
  return {
    key: newKey(),
    type,
    content,
    answer: options.answer ?? null,
    reveal: options.reveal ?? false,
    failed: options.failed ?? false,
  };
}

const fromMessage = (message: ChatMessage): ChatEntry =>
  entry(message.type, message.content, { answer: message.answer });

/** A sent question ends any reveal still running: the older reply shows whole. */
const settle = (entries: ChatEntry[]) =>
  entries.map((e) => (e.reveal ? { ...e, reveal: false } : e));

/** Failed chat calls become Fina's reply: a server failure reads as the spec's 'upload first'. */
function failureReply(caught: unknown): string {
  if (isApiError(caught) && caught.status >= 500) return MESSAGES.uploadFirst;
  return errorMessage(caught);
}

/** A session's messages (get_message_history, all of them) and the questions sent to it. */
export function useConversation(api: ApiClient, sessionId: string | undefined): Conversation {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [status, setStatus] = useState<Conversation['status']>(sessionId ? 'loading' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [version, setVersion] = useState(0);
  // The session on screen: a reply that arrives after the user moved on is not shown here
  // (it is stored, and shows when they come back).
  const current = useRef(sessionId);

  useEffect(() => {
    current.current = sessionId;
    setPending(false);
    setError(null);
    setEntries([]);
    if (!sessionId) {
      setStatus('idle');
      return undefined;
    }
    let live = true;
    setStatus('loading');
    api
      .call(chatSessionCalls.getMessageHistory, { body: { session_id: sessionId, limit: 0 } })
      .then(
        ({ messages }) => {
          if (!live) return;
          setEntries(messages.map(fromMessage));
          setStatus('ready');
        },
        (caught: unknown) => {
          if (!live) return;
          setError(errorMessage(caught));
          setStatus('error');
        },
      );
    return () => {
      live = false;
    };
  }, [api, sessionId, version]);

  const ask = useCallback(
    async (session: string, query: string) => {
      try {
        const reply = await api.call(chatSessionCalls.chat, {
          body: { session_id: session, query },
        });
        if (current.current !== session) return;
        setEntries((list) => [
          ...list,
          entry('ai', reply.output_text, { answer: reply.answer, reveal: true }),
        ]);
      } catch (caught) {
        if (current.current !== session) return;
        setEntries((list) => [...list, entry('ai', failureReply(caught), { failed: true })]);
      } finally {
        if (current.current === session) setPending(false);
      }
    },
    [api],
  );

  const send = useCallback(
    (text: string) => {
      const query = text.trim();
      if (!query || pending) return false;
      const question = entry('human', query);
      if (!sessionId) {
        // No workbook yet: Fina says so without a call (the spec's reply to a chat 500).
        setEntries((list) => [
          ...settle(list),
          question,
          entry('ai', MESSAGES.uploadFirst, { reveal: true }),
        ]);
        return true;
      }
      setEntries((list) => [...settle(list), question]);
      setPending(true);
      void ask(sessionId, query);
      return true;
    },
    [ask, pending, sessionId],
  );

  const revealed = useCallback((key: string) => {
    setEntries((list) =>
      list.map((e) => (e.key === key && e.reveal ? { ...e, reveal: false } : e)),
    );
  }, []);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { entries, status, error, pending, send, revealed, reload };
}
