import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Input, Result, Typography } from 'antd';
import { MESSAGES, PASSWORD_RULES_TEXT, accountCalls } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) return setError(MESSAGES.registerAllFields);
    if (password !== confirm) return setError(MESSAGES.passwordsDoNotMatch);
    setLoading(true);
    try {
      await shellApi.call(accountCalls.resetPassword, { body: { token, password } });
      setDone(true);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setLoading(false);
    }
  }

  if (!token) {
    return (
      <Result
        status="warning"
        title="This reset link is incomplete"
        extra={<Link to="/forgot-password">Ask for a new link</Link>}
      />
    );
  }
  if (done) {
    return (
      <Result
        status="success"
        title="Your password was changed"
        extra={<Link to="/login">Go to login</Link>}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Set a new password">
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Set a new password
        </Typography.Title>
        {error && <Alert type="error" title={error} showIcon role="alert" />}
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
