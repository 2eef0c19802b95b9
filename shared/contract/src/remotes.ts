import { CHAT_ROUTE } from './product';
import type { ComponentType } from 'react';

/**
 * The remotes the shell composes at run time, with the one module each exposes.
 * The shell learns where each is served from a manifest (`/remotes.json`) at run time.
 */
export const REMOTES = {
  landing: { name: 'mfe_landing', package: 'mfe-landing' },
  planning: { name: 'mfe_planning', package: 'mfe-planning' },
  statements: { name: 'mfe_statements', package: 'mfe-statements' },
  operations: { name: 'mfe_operations', package: 'mfe-operations' },
  chat: { name: 'mfe_chat', package: 'mfe-chat' },
  admin: { name: 'mfe_admin', package: 'mfe-admin' },
} as const;
export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey]['name'];

/** The single module every remote exposes. */
export const REMOTE_EXPOSE = './App';

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifest = Record<RemoteName, string>;

/** What every routed remote's `./App` default-exports: a component rendering its own routes. */
export type RemoteAppProps = {
  /** Base URL of the API, '' for same origin as the shell. */
  apiBase?: string;
  /** The top-level path segment the shell mounted this remote under (REMOTE_AREAS). */
  area?: string;
};
export type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

/**
 * mfe-admin is mounted as a single-spa parcel (it owns its React root and its own admin
 * session), so its `./App` exports lifecycles instead of a component.
 */
export interface ParcelLifecycles<P = Record<string, unknown>> {
  bootstrap: (props: P) => Promise<void>;
  mount: (props: P) => Promise<void>;
  unmount: (props: P) => Promise<void>;
  update?: (props: P) => Promise<void>;
}
export type AdminParcelProps = RemoteAppProps;
export type AdminRemoteModule = ParcelLifecycles<AdminParcelProps>;

/**
 * The top-level paths (areas) each routed remote owns. The shell mounts the remote at
 * `/<area>/*` for each and passes the area, so a remote renders relative routes.
 * The landing remote is the fallback for every other public path (`/`, `/pricing`, 404...).
 */
export const REMOTE_AREAS = {
  planning: [
    'dashboard',
    'financial-performance',
    'cashflow-overview',
    'financial-plans',
    'create-a-budget',
    'financing',
  ],
  statements: ['balance-sheet'],
  operations: ['record-operations', 'reports'],
  chat: [CHAT_ROUTE.slice(1)],
} as const;
export type RoutedRemoteKey = keyof typeof REMOTE_AREAS;
