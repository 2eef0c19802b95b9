import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { lightCalls } from '@fina/contract/core';
import type { PublicUser } from '@fina/contract/core';
import { isApiError } from '@fina/api-client';
import { Field, PageHeading } from '@fina/ui';
import { shellApi } from '../session/api';

interface Props {
  /** The challenge `login` answered after the right password. */
  mfaToken: string;
  onSignedIn: (token: string, user: PublicUser) => void | Promise<void>;
  /** Back to email and password (e.g. the challenge expired). */
  onCancel: () => void;
}

export const MFA_STEP_TEXT = {
  intro: 'Open your authenticator app and type the 6-digit code for Fina.',
  recoveryHint: 'Lost your phone? Type one of your recovery codes instead.',
  empty: 'Please enter the code from your app.',
  failed: 'Could not check the code. Please try again.',
} as const;

/** Sign-in, second step: a code from the authenticator app, or a recovery code. */
export function MfaCodeStep({ mfaToken, onSignedIn, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(MFA_STEP_TEXT.empty);
    setLoading(true);
    try {
      const { token, user } = await shellApi.call(lightCalls.loginMfa, {
        body: { mfa_token: mfaToken, code },
      });
      await onSignedIn(token, user);
    } catch (caught) {
      setError(isApiError(caught) && caught.status !== 500 ? caught.message : MFA_STEP_TEXT.failed);
      setCode('');
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <Flex vertical gap={16}>
        <PageHeading size="card">Two-step sign-in</PageHeading>
        <Typography.Text>{MFA_STEP_TEXT.intro}</Typography.Text>
        {error && <Alert type="error" title={error} showIcon role="alert" />}
        <Field label="Authentication code">
          <Input
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        </Field>
        <Typography.Text type="secondary">{MFA_STEP_TEXT.recoveryHint}</Typography.Text>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Verify
        </Button>
        <Button type="link" onClick={onCancel}>
          Use another account
        </Button>
      </Flex>
    </form>
  );
}
