import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { MESSAGES, accountCalls } from '@fina/contract';
import { Field } from '@fina/ui';
import { adminApi } from '../admin-session';
import type { AdminSession } from '../admin-session';

interface Props {
  apiBase: string;
  onSignedIn: (session: AdminSession) => void;
}

/** The admin's own login: the same login call, and non-admins are refused alike. */
export function AdminLogin({ apiBase, onSignedIn }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) return setError(MESSAGES.adminBothFields);
    setLoading(true);
    try {
      const { token, user } = await adminApi(apiBase).call(accountCalls.login, {
        body: { email, password },
      });
      if (user.role !== 'admin') setError(MESSAGES.adminLoginFailed);
      else onSignedIn({ token, user });
    } catch {
      setError(MESSAGES.adminLoginFailed);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Flex
      justify="center"
      style={{ padding: '64px 16px', minHeight: '100vh', background: '#f0f5f4' }}
    >
      <Card style={{ width: '100%', maxWidth: 400, alignSelf: 'flex-start' }}>
        <form onSubmit={submit} noValidate aria-label="Admin login">
          <Flex vertical gap={16}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Fina administration
            </Typography.Title>
            {error && <Alert type="error" title={error} showIcon role="alert" />}
            <Field label="Email">
              <Input
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Field label="Password">
              <Input.Password
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Button type="primary" htmlType="submit" loading={loading} block>
              Log in
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
