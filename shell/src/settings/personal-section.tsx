import { useState } from 'react';
import { Input } from 'antd';
import { accountCalls, onboardingCalls } from '@fina/contract';
import type { PublicUser } from '@fina/contract';
import { useSession } from '@fina/bus';
import { bus } from '@fina/bus';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { replaceToken } from '../session/session';
import { EditableSection } from './editable-section';
import { changedFields } from './changed-fields';
import { useLoaded } from './use-loaded';

const EMPTY = {
  email: '',
  first_name: '',
  last_name: '',
  position: '',
  password: '',
  current_password: '',
};

export function PersonalSection() {
  const session = useSession();
  const user = useLoaded(() => shellApi.call(accountCalls.getUserDetails), []);
  const [form, setForm] = useState(EMPTY);
  const set = (patch: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...patch }));

  // A new email or password needs the current password (the server checks it too).
  const current = user.data;
  const stored = current && {
    email: current.email,
    first_name: current.first_name,
    last_name: current.last_name,
    position: current.position,
  };
  const changesEmail =
    form.email.trim() !== '' && form.email.trim().toLowerCase() !== user.data?.email;
  const needsCurrentPassword = Boolean(form.password) || changesEmail;

  async function save() {
    if (needsCurrentPassword && !form.current_password) {
      throw new Error(
        form.password
          ? 'Enter your current password to set a new one.'
          : 'Enter your current password to change your email.',
      );
    }
    try {
      const { token, ...updated }: PublicUser & { token?: string } = await shellApi.call(
        onboardingCalls.updatePersonalInfo,
        {
          body: {
            ...changedFields(
              {
                email: form.email,
                first_name: form.first_name,
                last_name: form.last_name,
                position: form.position,
              },
              stored,
            ),
            ...(form.password ? { password: form.password } : {}),
            ...(needsCurrentPassword ? { current_password: form.current_password } : {}),
          },
        },
      );
      user.set(updated);
      // The change ended every other session; this one goes on with the fresh token.
      if (token) replaceToken(token, updated);
      else if (session) bus.publish('shell:session', { ...session, user: updated });
      setForm(EMPTY);
    } catch (caught) {
      throw new Error(isApiError(caught) ? caught.message : 'Could not save. Please try again.', {
        cause: caught,
      });
    }
  }

  return (
    <EditableSection
      title="Personal information"
      loading={user.loading}
      loadError={user.error}
      onEdit={() => setForm({ ...EMPTY, ...stored })}
      fields={[
        { label: 'Email', value: current?.email },
        { label: 'First name', value: current?.first_name },
        { label: 'Last name', value: current?.last_name },
        { label: 'Position', value: current?.position },
      ]}
      onSave={save}
      renderEdit={() => (
        <>
          <Field label="Email">
            <Input value={form.email} onChange={(e) => set({ email: e.target.value })} />
          </Field>
          <Field label="First name">
            <Input value={form.first_name} onChange={(e) => set({ first_name: e.target.value })} />
          </Field>
          <Field label="Last name">
            <Input value={form.last_name} onChange={(e) => set({ last_name: e.target.value })} />
          </Field>
          <Field label="Position">
            <Input value={form.position} onChange={(e) => set({ position: e.target.value })} />
          </Field>
          <Field label="New password">
            <Input.Password
              value={form.password}
              autoComplete="new-password"
              onChange={(e) => set({ password: e.target.value })}
            />
          </Field>
          {needsCurrentPassword && (
            <Field label="Current password">
              <Input.Password
                value={form.current_password}
                autoComplete="current-password"
                onChange={(e) => set({ current_password: e.target.value })}
              />
            </Field>
          )}
        </>
      )}
    />
  );
}
