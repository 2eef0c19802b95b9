import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { ChatPage } from './chat/chat-page';

/**
 * mfe-chat's one entry, mounted at /chat-with-fina/*: a new chat at the index, a session at
 * /:sessionId. One optional-segment route, so the page (its flash message, the sidebar toggle)
 * stays mounted when an upload switches to the new session's URL.
 */
export default function ChatApp({ apiBase = '' }: RemoteAppProps) {
  return (
    <Routes>
      <Route path=":sessionId?" element={<ChatPage apiBase={apiBase} />} />
    </Routes>
  );
}
