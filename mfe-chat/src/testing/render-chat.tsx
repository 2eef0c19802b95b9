import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CHAT_ROUTE } from '@fina/contract';
import ChatApp from '../app';

/** Shows where the router is, so tests can assert navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The remote as the shell mounts it: at /chat-with-fina/*. */
export function renderChat(path: string = CHAT_ROUTE) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${CHAT_ROUTE}/*`} element={<ChatApp />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
