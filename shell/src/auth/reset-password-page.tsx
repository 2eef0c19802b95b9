import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Input } from 'antd';
import { MESSAGES, PASSWORD_RULES_TEXT, lightCalls } from '@fina/contract/core';
import { isApiError } from '@fina/api-client';
import { Field, PageHeading } from '@fina/ui';
import { shellApi } from '../session/api';
import { AuthResult } from './auth-result';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server refused the link itself (used, expired or unknown): only a new link helps.
  const [linkRefused, setLinkRefused] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) return setError(MESSAGES.registerAllFields);
    if (password !== confirm) return setError(MESSAGES.passwordsDoNotMatch);
    setLoading(true);
    try {
      await shellApi.call(lightCalls.resetPassword, { body: { token, password } });
      setDone(true);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
      setLinkRefused(isApiError(caught) && caught.field === 'token');
    } finally {
      setLoading(false);
    }
  }

  if (!token) {
    return (
      <AuthResult tone="problem" title="This reset link is incomplete">
        <Link to="/forgot-password">Ask for a new link</Link>
      </AuthResult>
    );
  }
  if (done) {
    return (
      <AuthResult tone="done" title="Your password was changed">
        <Link to="/login">Go to login</Link>
      </AuthResult>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Set a new password">
      <Flex vertical gap={16}>
        <PageHeading size="card">Set a new password</PageHeading>
        {error && (
          <Alert
            type="error"
            title={error}
            description={
              linkRefused ? <Link to="/forgot-password">Ask for a new reset link</Link> : undefined
            }
            showIcon
            role="alert"
          />
        )}
        <Field label="New password" help={PASSWORD_RULES_TEXT}>
          <Input.Password
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        </Field>
        <Field label="Confirm password">
          <Input.Password
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Save password
        </Button>
      </Flex>
    </form>
  );
}
