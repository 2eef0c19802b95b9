import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { lightCalls } from '@fina/contract/core';
import { messageOf, useApi } from '../../api';
import { buttonClass } from '../button/button-class';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './is-valid-email';
import styles from './newsletter-form.module.css';

type Feedback = { kind: 'success' | 'error'; text: string };

const FAILED = 'We could not subscribe you right now. Please try again later.';

/** The footer's 'Join': validates the address, then shows the server's answer. */
export function NewsletterForm() {
  const api = useApi();
  const inputId = useId();
  const feedbackId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      setFeedback({ kind: 'error', text: INVALID_EMAIL_MESSAGE });
      return;
    }
    setSending(true);
    setFeedback(null);
    try {
      const result = await api.call(lightCalls.subscribeNewsletter, {
        body: { email: address },
      });
      setFeedback({ kind: 'success', text: result.message });
      setEmail('');
    } catch (error) {
      setFeedback({ kind: 'error', text: messageOf(error, FAILED) });
    } finally {
      setSending(false);
    }
  }

  const invalid = feedback?.kind === 'error';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={sending}
          aria-invalid={invalid || undefined}
          aria-describedby={feedback ? feedbackId : undefined}
        />
        <button type="submit" className={buttonClass('primary')} disabled={sending}>
          {sending ? 'Joining…' : 'Join'}
        </button>
      </div>
      {feedback ? (
        <p
          id={feedbackId}
          role={feedback.kind === 'error' ? 'alert' : 'status'}
          className={feedback.kind === 'error' ? styles.error : styles.success}
        >
          {feedback.text}
        </p>
      ) : null}
    </form>
  );
}
