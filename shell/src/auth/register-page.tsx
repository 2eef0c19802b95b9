import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { MESSAGES, PASSWORD_RULES_TEXT, lightCalls } from '@fina/contract/core';
import { Field, PageHeading } from '@fina/ui';
import { shellApi } from '../session/api';
import { registerErrorText } from './login-messages';
import { AuthResult } from './auth-result';

export default function RegisterPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password || !confirm) return setError(MESSAGES.registerAllFields);
    if (password !== confirm) return setError(MESSAGES.passwordsDoNotMatch);
    setLoading(true);
    try {
      await shellApi.call(lightCalls.createAccount, { body: { email, password } });
      setDone(true);
    } catch (caught) {
      setError(registerErrorText(caught));
    } finally {
      setLoading(false);
    }
  }

  if (done) {
    return (
      <AuthResult tone="done" title="Your account is ready">
        <Typography.Text type="secondary">
          You can now log in as {email.trim().toLowerCase()}.
        </Typography.Text>
        <Link to="/login">Go to login</Link>
      </AuthResult>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Flex vertical gap={16}>
        <PageHeading size="card">Create an account</PageHeading>
        {error && <Alert type="error" title={error} showIcon role="alert" />}
        <Field label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
        </Field>
        <Field label="Password" help={PASSWORD_RULES_TEXT}>
          <Input.Password
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
          Create account
        </Button>
        <Typography.Text>
          Already have an account?{' '}
          <Link to="/login" style={{ textDecoration: 'underline' }}>
            Log in
          </Link>
        </Typography.Text>
      </Flex>
    </form>
  );
}
