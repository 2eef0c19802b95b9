import type { ApiErrorBody } from '@fina/contract/core';

/** The one error every call rejects with: the HTTP status and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const field = (body as Partial<ApiErrorBody> | undefined)?.field;
    this.field = typeof field === 'string' ? field : undefined;
  }

  /** status 0: the request never reached a server (offline, refused, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * By shape, not `instanceof`: each app bundles its own copy of this package, and an error
 * may come from another app's client (the shared bus creates the remotes' clients).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number'
  );
}
