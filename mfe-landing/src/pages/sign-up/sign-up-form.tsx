import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { lightCalls, MESSAGES, PASSWORD_RULES_TEXT } from '@fina/contract/core';
import { useApi } from '../../api';
import { buttonClass } from '../../components/button/button-class';
import { registrationError } from './registration-error';
import styles from './sign-up-page.module.css';

interface SignUpFormProps {
  /** Ask for an early-adopter place (false once the offer is known to be closed). */
  claimPlace: boolean;
  onRegistered: (claimedPlace: boolean) => void;
}

/** Email, password, confirm password, with the registration messages of the spec. */
export function SignUpForm({ claimPlace, onRegistered }: SignUpFormProps) {
  const api = useApi();
  const ids = {
    email: useId(),
    password: useId(),
    confirm: useId(),
    hint: useId(),
    error: useId(),
  };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password || !confirm) {
      setError(MESSAGES.registerAllFields);
      return;
    }
    if (password !== confirm) {
      setError(MESSAGES.passwordsDoNotMatch);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const result = await api.call(lightCalls.createAccount, {
        body: { email: email.trim(), password, early_adopter: claimPlace },
      });
      onRegistered(result.early_adopter);
    } catch (failure) {
      setError(registrationError(failure));
      setSubmitting(false);
    }
  }

  const describedBy = (...extra: string[]) =>
    [...extra, error ? ids.error : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <div className={styles.field}>
        <label htmlFor={ids.email} className={styles.label}>
          Email
        </label>
        <input
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          aria-describedby={describedBy()}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.password} className={styles.label}>
          Password
        </label>
        <input
          id={ids.password}
          type="password"
          name="password"
          autoComplete="new-password"
          className={styles.input}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          aria-describedby={describedBy(ids.hint)}
        />
        <p id={ids.hint} className={styles.hint}>
          {PASSWORD_RULES_TEXT}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.confirm} className={styles.label}>
          Confirm password
        </label>
        <input
          id={ids.confirm}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          className={styles.input}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          required
          aria-describedby={describedBy()}
        />
      </div>
      {error ? (
        <p id={ids.error} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { large: true, block: true })}
        disabled={submitting}
      >
        {submitting
          ? 'Creating your account…'
          : claimPlace
            ? 'Claim my place'
            : 'Create free account'}
      </button>
    </form>
  );
}
