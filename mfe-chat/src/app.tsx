import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { ChatPage } from './chat/chat-page';

/** mfe-chat's one entry, mounted at /chat-with-fina/*. */
export default function ChatApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<ChatPage />} />
      <Route path=":sessionId" element={<ChatPage />} />
    </Routes>
  );
}
