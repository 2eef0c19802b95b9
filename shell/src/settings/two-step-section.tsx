import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Tag, Typography } from 'antd';
import { accountCalls } from '@fina/contract';
import type { CallResponse } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { useLoaded } from './use-loaded';

/** Where an admin who must use two-step sign-in is sent first. */
export const TWO_STEP_SETUP_PATH = '/settings#two-step';

export const TWO_STEP_TEXT = {
  off: 'Off. Add a second step to sign-in: a 6-digit code from an authenticator app on your phone.',
  on: 'On. Sign-in asks for a code from your authenticator app after your password.',
  required: 'Administrators must use two-step sign-in. Set it up now to continue.',
  scan: 'Scan this QR code with your authenticator app, or type the key, then enter the code it shows.',
  codesOnce:
    'Your recovery codes. Each works once, if you lose your phone. Save them now: they are not shown again.',
  failed: 'Could not complete this. Please try again.',
} as const;

type Enrolment = CallResponse<typeof accountCalls.mfaEnrol>;
type Stage =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

const errorText = (caught: unknown) =>
  isApiError(caught) && caught.status < 500 ? caught.message : TWO_STEP_TEXT.failed;

/** Settings, "Two-step sign-in": enrol with a QR code or key, recovery codes, turn off. */
export function TwoStepSection() {
  const status = useLoaded(() => shellApi.call(accountCalls.mfaStatus), []);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      setCode('');
      setStage({ kind: 'enrolling', enrolment: await shellApi.call(accountCalls.mfaEnrol) });
    });

  const confirm = () =>
    run(async () => {
      const { recovery_codes: codes } = await shellApi.call(accountCalls.mfaConfirm, {
        body: { code },
      });
      setStage({ kind: 'codes', codes });
      status.set({
        enabled: true,
        required: status.data?.required ?? false,
        recovery_codes_left: codes.length,
      });
    });

  const disable = () =>
    run(async () => {
      await shellApi.call(accountCalls.mfaDisable, {
        body: { current_password: password, code },
      });
      setStage({ kind: 'idle' });
      setPassword('');
      setCode('');
      status.set({
        enabled: false,
        required: status.data?.required ?? false,
        recovery_codes_left: 0,
      });
    });

  const current = status.data;
  return (
    <Card
      id="two-step"
      title="Two-step sign-in"
      loading={status.loading}
      extra={
        current && (
          <Tag color={current.enabled ? 'green' : 'default'}>{current.enabled ? 'On' : 'Off'}</Tag>
        )
      }
    >
      <Flex vertical gap={12}>
        {status.error && <Alert type="error" title={status.error} showIcon role="alert" />}
        {current?.required && !current.enabled && (
          <Alert type="warning" title={TWO_STEP_TEXT.required} showIcon />
        )}
        {error && <Alert type="error" title={error} showIcon role="alert" />}
        {current && stage.kind === 'idle' && (
          <>
            <Typography.Text>
              {current.enabled ? TWO_STEP_TEXT.on : TWO_STEP_TEXT.off}
            </Typography.Text>
            {current.enabled ? (
              <>
                <Typography.Text type="secondary">
                  Recovery codes left: {current.recovery_codes_left}
                </Typography.Text>
                <Button danger onClick={() => setStage({ kind: 'disabling' })}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={start} loading={busy}>
                Set up two-step sign-in
              </Button>
            )}
          </>
        )}
        {stage.kind === 'enrolling' && (
          <>
            <Typography.Text>{TWO_STEP_TEXT.scan}</Typography.Text>
            {/* A data URL made by our server: the secret never reaches a QR service. */}
            <img
              src={stage.enrolment.qr_data_url}
              alt="QR code for your authenticator app"
              width={180}
              height={180}
            />
            <Typography.Text>
              Key:{' '}
              <Typography.Text code copyable data-testid="mfa-key">
                {stage.enrolment.secret}
              </Typography.Text>
            </Typography.Text>
            <Field label="Code from the app">
              <Input
                value={code}
                autoComplete="one-time-code"
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
            <Flex gap={8}>
              <Button type="primary" onClick={confirm} loading={busy} disabled={!code.trim()}>
                Turn on
              </Button>
              <Button onClick={() => setStage({ kind: 'idle' })}>Cancel</Button>
            </Flex>
          </>
        )}
        {stage.kind === 'codes' && (
          <>
            <Alert type="success" title={TWO_STEP_TEXT.on} showIcon />
            <Typography.Text strong>{TWO_STEP_TEXT.codesOnce}</Typography.Text>
            <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace', margin: 0 }}>
              {stage.codes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </ul>
            <Button type="primary" onClick={() => setStage({ kind: 'idle' })}>
              I have saved them
            </Button>
          </>
        )}
        {stage.kind === 'disabling' && (
          <>
            <Field label="Current password">
              <Input.Password
                value={password}
                autoComplete="current-password"
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Field label="Code from the app or a recovery code">
              <Input
                value={code}
                autoComplete="one-time-code"
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
            <Flex gap={8}>
              <Button danger onClick={disable} loading={busy} disabled={!password || !code.trim()}>
                Turn off two-step sign-in
              </Button>
              <Button onClick={() => setStage({ kind: 'idle' })}>Cancel</Button>
            </Flex>
          </>
        )}
      </Flex>
    </Card>
  );
}
