import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Checkbox, Flex, Input, Spin, Typography } from 'antd';
import { lightCalls } from '@fina/contract/core';
import type { PublicUser } from '@fina/contract/core';
import { Field, PageHeading } from '@fina/ui';
import { shellApi } from '../session/api';
import { startSession } from '../session/session';
import { loginErrorOutcome } from './login-messages';
import { MfaCodeStep } from './mfa-code-step';

/**
 * Onboarding with content goes to the app, none to the questionnaire (spec section 4). An
 * admin who must use two-step sign-in and has not set it up goes to Settings first.
 */
async function pathAfterLogin(from: string | undefined, user: PublicUser): Promise<string> {
  const app = from && from !== '/login' && from !== '/onboard' ? from : '/dashboard';
  if (user.role === 'admin') {
    try {
      const mfa = await shellApi.call(lightCalls.mfaStatus);
      // Loaded only here (an admin without two-step sign-in): Settings stays off this page.
      if (mfa.required && !mfa.enabled)
        return (await import('../settings/two-step-section')).TWO_STEP_SETUP_PATH;
    } catch (error) {
      console.error('[shell] could not read two-step sign-in status', error);
    }
  }
  try {
    const onboarding = await shellApi.call(lightCalls.getOnboardingInfo);
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
  // Set once the password was right on an account with two-step sign-in: the code is next.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;

  async function signedIn(token: string, user: PublicUser) {
    startSession(token, user, remember);
    navigate(await pathAfterLogin(from, user), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setLoading(true);
    try {
      const answer = await shellApi.call(lightCalls.login, { body: { email, password } });
      if ('mfa_required' in answer) setMfaToken(answer.mfa_token);
      else await signedIn(answer.token, answer.user);
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

  if (mfaToken) {
    return (
      <MfaCodeStep
        mfaToken={mfaToken}
        onSignedIn={signedIn}
        onCancel={() => {
          setMfaToken(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Spin spinning={loading} fullscreen description="Signing you in…" />
      <Flex vertical gap={16}>
        <PageHeading size="card">Welcome</PageHeading>
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
