import type { ReactElement } from 'react';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import LoginPage from './auth/login-page';
import PublicFrame from './auth/public-frame';

/**
 * The shell's pages whose markup is rendered at build time (shared/toolchain/prerender), so
 * their first HTML response paints the page before any JavaScript runs. Only the sign-in page:
 * the most visited shell page, and one that needs no data. The copy is `inert` (it cannot be
 * typed into or submitted) until the live page replaces it (`PrerenderHandOff` in PublicFrame).
 */
export const PRERENDERED_ROUTES = ['/login'] as const;

/** One page's element as the browser first renders it (the toolchain adds antd's styles). */
export function routeElement(url: string): ReactElement {
  return (
    <StaticRouter location={url}>
      <Routes>
        <Route element={<PublicFrame />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
      </Routes>
    </StaticRouter>
  );
}
