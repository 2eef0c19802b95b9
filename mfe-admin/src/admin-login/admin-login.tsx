import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Card, Flex, Input } from 'antd';
import { MESSAGES, accountCalls } from '@fina/contract';
import { Field, PageHeading } from '@fina/ui';
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
  // Set when the admin has two-step sign-in on: the password was right, a code is next.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [code, setCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) return setError(MESSAGES.adminBothFields);
    setLoading(true);
    try {
      const api = adminApi(apiBase);
      const answer = mfaToken
        ? await api.call(accountCalls.loginMfa, { body: { mfa_token: mfaToken, code } })
        : await api.call(accountCalls.login, { body: { email, password } });
      if ('mfa_required' in answer) setMfaToken(answer.mfa_token);
      else if (answer.user.role !== 'admin') setError(MESSAGES.adminLoginFailed);
      else onSignedIn({ token: answer.token, user: answer.user });
    } catch {
      setError(MESSAGES.adminLoginFailed);
    } finally {
      setLoading(false);
    }
  }

  return (
    // The page's main landmark: a screen reader's "skip to main" lands on the form.
    <Flex
      component="main"
      justify="center"
      style={{ padding: '64px 16px', minHeight: '100vh', background: '#f0f5f4' }}
    >
      <Card style={{ width: '100%', maxWidth: 400, alignSelf: 'flex-start' }}>
        <form onSubmit={submit} noValidate aria-label="Admin login">
          <Flex vertical gap={16}>
            <PageHeading size="card">Fina administration</PageHeading>
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
            {mfaToken && (
              <Field label="Authentication code">
                <Input
                  name="code"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoFocus
                />
              </Field>
            )}
            <Button type="primary" htmlType="submit" loading={loading} block>
              Log in
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
