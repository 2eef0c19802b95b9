/**
 * The zod-free part of the contract: constants, messages, storage keys, bus events, remote
 * entries and call addressing. Code on the first-visit path (the shell's main chunk, the
 * landing remote) imports this, so a visitor does not download zod and every schema.
 */
export * from './product';
export * from './constants';
export * from './messages';
export * from './storage';
export * from './events';
export * from './remotes';
export * from './kpi-keys';
export * from './api/define-call';
export * from './api/light-call';
export * from './early-data';
// Types only (erased at build time): no schema is bundled through these.
export type { PublicUser, UserRole } from './api/account';
export type { CompanyDetails } from './api/companies';
