import { STORAGE_KEYS } from '@fina/contract/core';

/**
 * The shell alone touches the browser storage keys. "Remember me" keeps the token in
 * localStorage; without it the token lives in sessionStorage and ends with the tab.
 */
function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function readToken(): string | null {
  return safe(
    () =>
      window.localStorage.getItem(STORAGE_KEYS.token) ??
      window.sessionStorage.getItem(STORAGE_KEYS.token),
    null,
  );
}

/** Whether the current token was kept with "Remember me" (localStorage). */
export function isTokenRemembered(): boolean {
  return safe(() => window.localStorage.getItem(STORAGE_KEYS.token) !== null, false);
}

export function writeToken(token: string, remember: boolean): void {
  safe(() => {
    clearToken();
    (remember ? window.localStorage : window.sessionStorage).setItem(STORAGE_KEYS.token, token);
  }, undefined);
}

export function clearToken(): void {
  safe(() => {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.sessionStorage.removeItem(STORAGE_KEYS.token);
  }, undefined);
}

export function readSelectedCompany(): string | null {
  return safe(() => window.localStorage.getItem(STORAGE_KEYS.selectedCompany), null);
}

export function writeSelectedCompany(companyId: string | null): void {
  safe(() => {
    if (companyId) window.localStorage.setItem(STORAGE_KEYS.selectedCompany, companyId);
    else window.localStorage.removeItem(STORAGE_KEYS.selectedCompany);
  }, undefined);
}
