import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import LandingApp from './app';

/**
 * The public pages whose markup is rendered at build time (shared/toolchain/prerender): the
 * host serves it in the first HTML response, so they paint before any JavaScript runs. The
 * sign-up form and the catch-all page are left to the browser (a form that cannot submit yet,
 * and every unknown path, are not worth a static copy).
 */
export const PRERENDERED_ROUTES = ['/', '/pricing', '/privacy', '/terms'] as const;

/** The markup of one public page, as the browser renders it before any data arrives. */
export function renderRoute(url: string): string {
  return renderToString(
    <StaticRouter location={url}>
      <LandingApp apiBase="" />
    </StaticRouter>,
  );
}
