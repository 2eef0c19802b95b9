import { MESSAGES } from '@fina/contract';
import type { SessionExistsBody } from '@fina/contract';
import { HttpError } from '@fina/service-kit';

/**
 * 411 'Session already exists': the caller uploaded this content before. The body also names
 * that session, so the screen can switch to it (the kit's error handler sends `toBody()`).
 */
export class SessionExistsError extends HttpError {
  readonly sessionId: string;

  constructor(sessionId: string) {
    super(411, MESSAGES.sessionExists, { error: 'Session Exists' });
    this.sessionId = sessionId;
  }

  override toBody(): SessionExistsBody {
    return {
      statusCode: 411,
      error: this.error,
      message: this.message,
      session_id: this.sessionId,
    };
  }
}
