import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { FinaProvider } from '@fina/ui';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { TwoStepSection } from './two-step-section';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
let api: FakeApi;
let enabled: boolean;

beforeEach(() => {
  enabled = false;
  bus.publish('shell:session', { token: 'token', user: null });
  api = installFakeApi()
    .on('GET', '/api/account/mfa/status', () => ({
      enabled,
      required: false,
      recovery_codes_left: enabled ? 10 : 0,
    }))
    .on('POST', '/api/account/mfa/enrol', () => ({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/Fina:a?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
    }))
    .on('POST', '/api/account/mfa/confirm', ({ body }) => {
      if ((body as { code: string }).code !== '654321') {
        return {
          status: 400,
          body: { statusCode: 400, message: 'That code is not right.', field: 'code' },
        };
      }
      enabled = true;
      return { message: 'on', recovery_codes: CODES };
    })
    .on('POST', '/api/account/mfa/disable', () => {
      enabled = false;
      return { message: 'Two-step sign-in is off.' };
    });
});

function renderSection() {
  render(
    <FinaProvider>
      <TwoStepSection />
    </FinaProvider>,
  );
}

describe('Settings, Two-step sign-in', () => {
  it('enrols: QR code and key, a wrong then a right code, recovery codes shown once', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await screen.findByAltText('QR code for your authenticator app');
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('mfa-key')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    await userEvent.type(screen.getByLabelText('Code from the app'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');

    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 10')).toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    enabled = true;
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const confirm = screen.getByRole('button', { name: 'Turn off two-step sign-in' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Current password'), 'secret-123');
    await userEvent.type(screen.getByLabelText('Code from the app or a recovery code'), '222333');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByText('Off')).toBeInTheDocument());
    expect(api.bodiesOf('POST', '/api/account/mfa/disable')).toEqual([
      { current_password: 'secret-123', code: '222333' },
    ]);
  });
});
