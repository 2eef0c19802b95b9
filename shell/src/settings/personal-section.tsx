import { useState } from 'react';
import { Input } from 'antd';
import { accountCalls, onboardingCalls } from '@fina/contract';
import type { PublicUser } from '@fina/contract';
import { useSession } from '@fina/bus';
import { bus } from '@fina/bus';
import { isApiError } from '@fina/api-client';
import { Field } from '@fina/ui';
import { shellApi } from '../session/api';
import { EditableSection } from './editable-section';
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

  async function save() {
    if (form.password && !form.current_password) {
      throw new Error('Enter your current password to set a new one.');
    }
    try {
      const updated: PublicUser = await shellApi.call(onboardingCalls.updatePersonalInfo, {
        body: form,
      });
      user.set(updated);
      if (session) bus.publish('shell:session', { ...session, user: updated });
      setForm(EMPTY);
    } catch (caught) {
      throw new Error(isApiError(caught) ? caught.message : 'Could not save. Please try again.', {
        cause: caught,
      });
    }
  }

  const current = user.data;
  return (
    <EditableSection
      title="Personal information"
      loading={user.loading}
      loadError={user.error}
      onEdit={() => setForm(EMPTY)}
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
            <Input
              value={form.email}
              placeholder={current?.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          </Field>
          <Field label="First name">
            <Input
              value={form.first_name}
              placeholder={current?.first_name}
              onChange={(e) => set({ first_name: e.target.value })}
            />
          </Field>
          <Field label="Last name">
            <Input
              value={form.last_name}
              placeholder={current?.last_name}
              onChange={(e) => set({ last_name: e.target.value })}
            />
          </Field>
          <Field label="Position">
            <Input
              value={form.position}
              placeholder={current?.position}
              onChange={(e) => set({ position: e.target.value })}
            />
          </Field>
          <Field label="New password">
            <Input.Password
              value={form.password}
              autoComplete="new-password"
              onChange={(e) => set({ password: e.target.value })}
            />
          </Field>
          {form.password && (
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
