import '../../testing/test-setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { CHAT_ROUTE } from '@fina/contract';
import type { ChatSessionSummary } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import { PNL_SESSION, SALES_SESSION, aiMessage } from '../../testing/fixtures';
import { renderChat } from '../../testing/render-chat';
import { signIn } from '../../testing/signed-in';

const API = '/api/chat';
const BAKERY = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const HARDWARE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const LISTS: Record<string, ChatSessionSummary[]> = {
  [BAKERY]: [
    { session_id: PNL_SESSION, filename: 'bakery.xlsx', created_at: '2026-11-20T10:00:00.000Z' },
  ],
  [HARDWARE]: [
    {
      session_id: SALES_SESSION,
      filename: 'hardware.xlsx',
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
};

let api: FakeApi;
beforeEach(() => {
  signIn();
  bus.publish('shell:company:selected', BAKERY);
  api = installFakeApi()
    .on(
      'GET',
      `${API}/get_sessions`,
      ({ url }) => LISTS[url.searchParams.get('company_id') ?? ''] ?? [],
    )
    .on('POST', `${API}/get_message_history`, () => ({ messages: [aiMessage('Hello.')] }))
    .on('POST', `${API}/upload_excel`, () => ({
      session_id: PNL_SESSION,
      filename: 'bakery.xlsx',
      message: 'File uploaded successfully.',
    }));
});

const history = () => screen.findByRole('navigation', { name: 'Chat history' });

describe('chat sessions follow the company selector', () => {
  it("lists the selected company's sessions and swaps the list when another is selected", async () => {
    renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    expect(
      await within(await history()).findByRole('link', { name: 'bakery.xlsx' }),
    ).toBeInTheDocument();

    act(() => bus.publish('shell:company:selected', HARDWARE));
    const nav = await history();
    expect(await within(nav).findByRole('link', { name: 'hardware.xlsx' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'bakery.xlsx' })).not.toBeInTheDocument();
    // The open conversation was the other company's: back to the start.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(CHAT_ROUTE));
    const asked = api.calls.filter((c) => c.path === `${API}/get_sessions`);
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('uploads under the selected company (company_id before the file)', async () => {
    const { container } = renderChat();
    await history();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['PK fake workbook'], 'bakery.xlsx'));
    await waitFor(() => expect(api.calls.some((c) => c.path === `${API}/upload_excel`)).toBe(true));
    const form = api.calls.find((c) => c.path === `${API}/upload_excel`)!.form!;
    expect(form.get('company_id')).toBe(BAKERY);
    expect([...form.keys()]).toEqual(['company_id', 'file']);
  });
});
