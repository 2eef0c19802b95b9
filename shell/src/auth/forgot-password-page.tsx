import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { lightCalls } from '@fina/contract/core';
import { isApiError } from '@fina/api-client';
import { Field, PageHeading } from '@fina/ui';
import { shellApi } from '../session/api';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError('Please enter your email.');
    setLoading(true);
    try {
      const { message } = await shellApi.call(lightCalls.requestPasswordReset, {
        body: { email },
      });
      setSent(message);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Flex vertical gap={16}>
        <PageHeading size="card">Forgot your password?</PageHeading>
        {sent ? (
          <Alert type="success" title={sent} showIcon role="status" />
        ) : (
          <>
            <Typography.Text type="secondary">
              Enter the email you signed up with and we will send you a link to set a new password.
            </Typography.Text>
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
            <Button type="primary" htmlType="submit" block loading={loading}>
              Send reset link
            </Button>
          </>
        )}
        <Link to="/login">Back to login</Link>
      </Flex>
    </form>
  );
}
