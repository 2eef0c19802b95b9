import { bus } from '@fina/bus';
import { lightCalls } from '@fina/contract/core';
import type { CompanySummary, PublicUser } from '@fina/contract/core';
import { createApiClient, isApiError } from '@fina/api-client';
import { shellApi } from './api';
import {
  clearToken,
  isTokenRemembered,
  readSelectedCompany,
  readToken,
  writeSelectedCompany,
  writeToken,
} from './storage';

/**
 * The shell's session controller: the one place that turns storage into bus state and back.
 * Remotes only subscribe to the bus.
 */
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  bus.on('app:session:expired').subscribe(() => endSession('expired'));
}

/** Called once at start-up: a stored token becomes the session, then the user loads. */
export function restoreSession(): void {
  listen();
  const token = readToken();
  if (!token) return;
  bus.publish('shell:session', { token, user: null });
  bus.publish('shell:company:selected', readSelectedCompany());
  void loadUser();
}

export async function loadUser(): Promise<PublicUser | null> {
  const session = bus.session;
  if (!session) return null;
  try {
    const user = await shellApi.call(lightCalls.getUserDetails);
    if (bus.session?.token === session.token) bus.publish('shell:session', { ...session, user });
    return user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 410)) endSession('expired');
    return null;
  }
}

export function startSession(token: string, user: PublicUser, remember: boolean): void {
  listen();
  lastEndReason = null;
  writeToken(token, remember);
  bus.publish('shell:session', { token, user });
  bus.publish('shell:company:selected', readSelectedCompany());
}

/**
 * After an email or password change the server ended every older token and answered a fresh
 * one for this session: keep it where the old one was ("Remember me" or not).
 */
export function replaceToken(token: string, user: PublicUser): void {
  writeToken(token, isTokenRemembered());
  bus.publish('shell:session', { token, user });
}

let lastEndReason: 'user' | 'expired' | null = null;

/** Why the last session ended: a user who chose End Session goes home, not to /login. */
export function sessionEndReason(): 'user' | 'expired' | null {
  return lastEndReason;
}

/**
 * End Session: clears the token and every piece of state (spec: Logout). When the user
 * chose it, the server ends the token too (logout), so a copy of it stops working.
 */
export function endSession(reason: 'user' | 'expired'): void {
  const token = bus.session?.token;
  if (reason === 'user' && token) {
    // Its own client: a 401 here must not end the session a second time. Not awaited: the
    // screen signs out at once; a failure leaves the token to expire.
    const client = createApiClient({ getToken: () => token });
    client.call(lightCalls.logout).catch((error: unknown) => {
      console.error('[shell] logout call failed', error);
    });
  }
  lastEndReason = reason;
  clearToken();
  writeSelectedCompany(null);
  bus.publish('shell:logout', { reason });
}

export function setCompanies(companies: CompanySummary[]): void {
  bus.publish('shell:companies', companies);
  const selected = bus.selectedCompany;
  if (!companies.some((company) => company.company_id === selected)) {
    selectCompany(companies[0]?.company_id ?? null);
  }
}

export function selectCompany(companyId: string | null): void {
  writeSelectedCompany(companyId);
  bus.publish('shell:company:selected', companyId);
}
