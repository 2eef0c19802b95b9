import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AdminParcelProps, AdminRemoteModule } from '@fina/contract';
import { AdminRoot } from './admin-root';

/**
 * mfe-admin's one entry: single-spa lifecycles. The shell mounts it as a parcel, so the
 * admin area owns its React root and keeps its admin session to itself (in memory only).
 */
const lifecycles = singleSpaReact<AdminParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: AdminRoot,
  errorBoundary: () => <div role="alert">The administration area failed. Reload the page.</div>,
});

export const bootstrap: AdminRemoteModule['bootstrap'] = lifecycles.bootstrap as never;
export const mount: AdminRemoteModule['mount'] = lifecycles.mount as never;
export const unmount: AdminRemoteModule['unmount'] = lifecycles.unmount as never;
