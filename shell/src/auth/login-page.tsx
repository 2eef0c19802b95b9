import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Checkbox, Flex, Input, Spin, Typography } from 'antd';
import { accountCalls, onboardingCalls } from '@fina/contract';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { startSession } from '../session/session';
import { loginErrorOutcome } from './login-messages';

/** Onboarding with content goes to the app, none to the questionnaire (spec section 4). */
async function pathAfterLogin(from: string | undefined): Promise<string> {
  const app = from && from !== '/login' && from !== '/onboard' ? from : '/dashboard';
  try {
    const onboarding = await shellApi.call(onboardingCalls.getOnboardingInfo);
    return onboarding.has_content ? app : '/onboard';
  } catch (error) {
    // Signed in already: an unreadable questionnaire must not keep the user out.
    console.error('[shell] could not read onboarding info', error);
    return app;
  }
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setLoading(true);
    try {
      const { token, user } = await shellApi.call(accountCalls.login, {
        body: { email, password },
      });
      startSession(token, user, remember);
      navigate(await pathAfterLogin(from), { replace: true });
    } catch (caught) {
      const outcome = loginErrorOutcome(caught);
      if (outcome.kind === 'onboard') navigate('/onboard');
      else {
        setError(outcome.text);
        if (outcome.kind === 'deactivated') navigate('/login', { replace: true });
      }
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Spin spinning={loading} fullscreen description="Signing you in…" />
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Welcome
        </Typography.Title>
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
        <Field label="Password">
          <Input.Password
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            iconRender={(visible) => (visible ? 'Hide' : 'Show')}
          />
        </Field>
        <Flex justify="space-between" align="center">
          <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
            Remember me
          </Checkbox>
          <Link to="/forgot-password">Forgot Password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Log In
        </Button>
        <Typography.Text>
          New to Fina? <Link to="/register">Create an account</Link>
        </Typography.Text>
      </Flex>
    </form>
  );
}
