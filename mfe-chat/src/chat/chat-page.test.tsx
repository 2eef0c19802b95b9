import { screenSettings } from '../testing/test-setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@fina/bus';
import { CHAT_ROUTE } from '@fina/contract';
import type { BusEventMap, ChatMessage } from '@fina/contract';
import { installFakeApi } from '@fina/build/jest/fake-api';
import type { FakeApi } from '@fina/build/jest/fake-api';
import {
  BY_MONTH_ANSWER,
  BY_MONTH_TEXT,
  PNL_SESSION,
  SALES_SESSION,
  SESSIONS,
  TOTAL_ANSWER,
  TOTAL_TEXT,
  aiMessage,
  humanMessage,
} from '../testing/fixtures';
import { renderChat } from '../testing/render-chat';
import { signIn } from '../testing/signed-in';

const API = '/api/chat';
const HISTORIES: Record<string, ChatMessage[]> = {
  [PNL_SESSION]: [
    aiMessage("This workbook has 1 sheet ('P&L')."),
    humanMessage('What is the total revenue?'),
    aiMessage(TOTAL_TEXT, TOTAL_ANSWER),
  ],
  [SALES_SESSION]: [aiMessage("This workbook has 1 sheet ('Sales').")],
};

let api: FakeApi;
beforeEach(() => {
  signIn();
  api = installFakeApi()
    .on('GET', `${API}/get_sessions`, () => SESSIONS)
    .on('POST', `${API}/get_message_history`, ({ body }) => {
      const id = (body as { session_id: string }).session_id;
      const messages = HISTORIES[id];
      return messages
        ? { messages }
        : { status: 404, body: { message: 'This chat session does not exist.' } };
    });
});
afterEach(() => {
  jest.useRealTimers();
  screenSettings.width = 1280;
});

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const location = () => screen.getByTestId('location').textContent;
const xlsx = (name: string) => new File(['PK fake workbook'], name);
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('Chat with Fina', () => {
  it('without a workbook, asks for one, and answers any message with the same request', async () => {
    const { container } = renderChat();
    expect(screen.getByRole('heading', { name: 'Chat with Fina' })).toBeInTheDocument();
    expect(
      screen.getByText('Please upload an Excel file first to get started.'),
    ).toBeInTheDocument();
    expect(fileInput(container)).toBeInTheDocument();

    await userEvent.type(messageBox(), 'What is my revenue?{Enter}');
    const log = conversation();
    expect(within(log).getByText('What is my revenue?')).toBeInTheDocument();
    // Revealed character by character like any reply.
    await within(log).findByText('Please upload an Excel file first to get started.', undefined, {
      timeout: 5000,
    });
    expect(api.calls.filter((c) => c.path === `${API}/chat`)).toHaveLength(0);
    expect(messageBox()).toHaveValue('');
  });

  it('ignores an empty message', async () => {
    renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    await screen.findByText(TOTAL_TEXT);
    const before = within(conversation()).getAllByRole('article').length;
    await userEvent.type(messageBox(), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(conversation()).getAllByRole('article')).toHaveLength(before);
    expect(api.calls.filter((c) => c.path === `${API}/chat`)).toHaveLength(0);
  });

  it('lists the sessions, highlights the open one, and switches through the sidebar', async () => {
    renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    const history = await screen.findByRole('navigation', { name: 'Chat history' });
    const pnl = within(history).getByRole('link', { name: 'pnl-2024.xlsx' });
    const sales = within(history).getByRole('link', { name: 'sales.xlsx' });
    expect(pnl).toHaveAttribute('aria-current', 'page');
    expect(sales).not.toHaveAttribute('aria-current');
    expect(await screen.findByText(TOTAL_TEXT)).toBeInTheDocument();
    // The cited cells are shown under the answer.
    expect(within(screen.getByRole('group', { name: 'Cited cells' })).getByText('P&L!B2:E2'));

    await userEvent.click(sales);
    expect(await screen.findByText("This workbook has 1 sheet ('Sales').")).toBeInTheDocument();
    expect(screen.queryByText(TOTAL_TEXT)).not.toBeInTheDocument();
    expect(location()).toBe(`${CHAT_ROUTE}/${SALES_SESSION}`);
    expect(sales).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getAllByRole('link', { name: 'Chat with Fina' })[0]!);
    expect(location()).toBe(CHAT_ROUTE);
    expect(
      await screen.findByText('Please upload an Excel file first to get started.'),
    ).toBeInTheDocument();
  });

  it("shows 'Fina AI is typing...', then types the reply out at 20 ms a character", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: (value: unknown) => void = () => undefined;
    api.on('POST', `${API}/chat`, () => new Promise((resolve) => (answer = resolve)));
    renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    await screen.findByText(TOTAL_TEXT);

    await user.type(messageBox(), 'revenue by month{Enter}');
    expect(await screen.findByText('Fina AI is typing...')).toBeInTheDocument();
    expect(within(conversation()).getByText('revenue by month')).toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
    expect(api.bodiesOf('POST', `${API}/chat`)).toEqual([
      { session_id: PNL_SESSION, query: 'revenue by month' },
    ]);

    await act(async () => answer({ output_text: BY_MONTH_TEXT, answer: BY_MONTH_ANSWER }));
    const typing = await screen.findByTestId('typing-reply');
    expect(screen.queryByText('Fina AI is typing...')).not.toBeInTheDocument();
    const start = typing.textContent!.length;
    act(() => jest.advanceTimersByTime(20));
    expect(typing.textContent!.length).toBe(start + 1);
    act(() => jest.advanceTimersByTime(200));
    expect(typing.textContent!.length).toBe(start + 11);
    expect(typing.textContent).toBe("Revenue by month (sheet 'P&L'):".slice(0, start + 11));
    // The table and the cells come with the whole reply.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show full answer' }));
    expect(
      await screen.findByText(/Total: 25,700\.75 \(sheet 'P&L' B2:C2\)\./),
    ).toBeInTheDocument();
    // antd draws a scrolling table as two: the fixed header and the body.
    const tables = within(conversation()).getAllByRole('table');
    expect(tables.some((t) => within(t).queryByText('13,200.25'))).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Revenue' })).toBeInTheDocument();
    const cells = screen.getAllByRole('group', { name: 'Cited cells' }).at(-1)!;
    expect(within(cells).getByText('P&L!B2')).toBeInTheDocument();
    expect(within(cells).getByText('P&L!C2')).toBeInTheDocument();
    // The markdown copy of the table is not shown as text.
    expect(screen.queryByText(/\| Month \|/)).not.toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  });

  it("answers a failed chat call (500) with 'Please upload an Excel file first to get started.'", async () => {
    api.on('POST', `${API}/chat`, () => ({ status: 500, body: { message: 'boom' } }));
    renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    await screen.findByText(TOTAL_TEXT);
    await userEvent.type(messageBox(), 'What is the total revenue?{Enter}');
    expect(
      await within(conversation()).findByText('Please upload an Excel file first to get started.'),
    ).toBeInTheDocument();
  });

  it("uploads a workbook, says 'File uploaded successfully.' for 3 s and opens the new session", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('POST', `${API}/upload_excel`, () => ({
      session_id: SALES_SESSION,
      filename: 'sales.xlsx',
      message: 'File uploaded successfully.',
    }));
    const { container } = renderChat();
    await screen.findByRole('navigation', { name: 'Chat history' });
    await user.upload(fileInput(container), xlsx('sales.xlsx'));

    expect(await screen.findByText('File uploaded successfully.')).toBeInTheDocument();
    const form = api.calls.find((c) => c.path === `${API}/upload_excel`)?.form;
    expect((form?.get('file') as File).name).toBe('sales.xlsx');
    await waitFor(() => expect(location()).toBe(`${CHAT_ROUTE}/${SALES_SESSION}`));
    expect(await screen.findByText("This workbook has 1 sheet ('Sales').")).toBeInTheDocument();
    // The session list was read again (it now holds the new session).
    expect(api.calls.filter((c) => c.path === `${API}/get_sessions`).length).toBeGreaterThan(1);

    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('File uploaded successfully.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('File uploaded successfully.')).not.toBeInTheDocument();
  });

  it("says 'Session already exists' for 3 s on a 411 and switches to that session", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('POST', `${API}/upload_excel`, () => ({
      status: 411,
      body: { statusCode: 411, message: 'Session already exists', session_id: PNL_SESSION },
    }));
    const { container } = renderChat(`${CHAT_ROUTE}/${SALES_SESSION}`);
    await screen.findByText("This workbook has 1 sheet ('Sales').");
    await user.upload(fileInput(container), xlsx('pnl-2024.xlsx'));

    expect(await screen.findByText('Session already exists')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${CHAT_ROUTE}/${PNL_SESSION}`));
    expect(await screen.findByText(TOTAL_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('Session already exists')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('Session already exists')).not.toBeInTheDocument();
  });

  it("refuses a file that is not .xlsx with 'Invalid file format.' without sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderChat();
    await screen.findByRole('navigation', { name: 'Chat history' });
    await user.upload(fileInput(container), new File(['a,b'], 'figures.csv'));
    expect(await screen.findByText('Invalid file format.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === `${API}/upload_excel`)).toHaveLength(0);
  });

  it('hides and shows both sidebars, telling the shell on the bus, and restores it on leaving', async () => {
    const published: Array<BusEventMap['app:navigation:visible']> = [];
    const subscription = bus.on('app:navigation:visible').subscribe((e) => published.push(e));
    const { unmount } = renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    await screen.findByRole('navigation', { name: 'Chat history' });

    await userEvent.click(screen.getByRole('button', { name: 'Hide sidebars' }));
    expect(published).toEqual([{ visible: false, source: 'mfe-chat' }]);
    expect(screen.queryByRole('navigation', { name: 'Chat history' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show sidebars' }));
    expect(published.at(-1)).toEqual({ visible: true, source: 'mfe-chat' });
    expect(screen.getByRole('navigation', { name: 'Chat history' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide sidebars' }));
    unmount();
    expect(published.at(-1)).toEqual({ visible: true, source: 'mfe-chat' });
    subscription.unsubscribe();
  });

  it('puts the session list in a drawer on small screens', async () => {
    screenSettings.width = 500;
    renderChat(`${CHAT_ROUTE}/${PNL_SESSION}`);
    await screen.findByText(TOTAL_TEXT);
    expect(screen.queryByRole('navigation', { name: 'Chat history' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat history' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'sales.xlsx' }));
    expect(location()).toBe(`${CHAT_ROUTE}/${SALES_SESSION}`);
  });

  it('says so when the session in the URL is not found', async () => {
    renderChat(`${CHAT_ROUTE}/33333333-3333-4333-8333-333333333333`);
    expect(await screen.findByText('This chat session does not exist.')).toBeInTheDocument();
  });
});
