import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Drawer, Flex, Grid, Spin, Typography } from 'antd';
import { HistoryOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { CHAT_BUTTON_LABEL, CHAT_ROUTE } from '@fina/contract';
import { useSelectedCompanyId } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { MessageComposer } from './composer/message-composer';
import { NoWorkbook } from './conversation/no-workbook';
import { MessageList } from './conversation/message-list';
import { useConversation } from './conversation/use-conversation';
import { FlashMessage } from './flash/flash-message';
import { useFlash } from './flash/use-flash';
import { useSidebars } from './navigation/use-sidebars';
import { SessionList } from './sessions/session-list';
import { useSessions } from './sessions/use-sessions';
import { UploadButton } from './upload/upload-button';
import { useWorkbookUpload } from './upload/use-workbook-upload';

const SIDEBAR_WIDTH = 260;

/**
 * Chat with Fina: the history sidebar (a drawer on small screens), the conversation of the
 * session in the URL (/chat-with-fina/:sessionId; none at /chat-with-fina), the upload that
 * starts a session, and the toggle that hides both sidebars.
 */
export function ChatPage({ apiBase = '' }: { apiBase?: string }) {
  const api = useApi('mfe-chat', apiBase);
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const small = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const companyId = useSelectedCompanyId();
  const sessions = useSessions(api, companyId);
  const conversation = useConversation(api, sessionId);
  const sidebars = useSidebars();
  const { flash, show } = useFlash();

  const { reload } = sessions;
  const openSession = useCallback(
    (id: string, created: boolean) => {
      if (created) reload();
      navigate(`${CHAT_ROUTE}/${id}`);
    },
    [navigate, reload],
  );
  const { upload, uploading } = useWorkbookUpload({
    api,
    companyId,
    flash: show,
    onSession: openSession,
  });

  // Another company selected: the open conversation was the previous company's; close it.
  const shownCompany = useRef(companyId);
  useEffect(() => {
    if (shownCompany.current === companyId) return;
    shownCompany.current = companyId;
    if (sessionId) navigate(CHAT_ROUTE);
  }, [companyId, sessionId, navigate]);

  const active = sessions.sessions.find((s) => s.session_id === sessionId);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const toggle = small ? (
    <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setDrawerOpen(true)}>
      Chat history
    </Button>
  ) : (
    <Button
      icon={
        sidebars.visible ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />
      }
      aria-expanded={sidebars.visible}
      onClick={sidebars.toggle}
    >
      {sidebars.visible ? 'Hide sidebars' : 'Show sidebars'}
    </Button>
  );

  const sessionList = (
    <SessionList
      state={sessions}
      activeId={sessionId}
      onNavigate={small ? closeDrawer : undefined}
    />
  );

  return (
    <Page
      title={CHAT_BUTTON_LABEL}
      extra={
        <Flex wrap gap={8}>
          {toggle}
          <UploadButton uploading={uploading} onFile={(file) => void upload(file)} />
        </Flex>
      }
    >
      <FlashMessage flash={flash} />
      <Flex gap={16} align="stretch">
        {!small && sidebars.visible && (
          <aside aria-label="Chats" style={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>
            {sessionList}
          </aside>
        )}
        <Card
          title={
            <Typography.Text ellipsis style={{ fontWeight: 600 }}>
              {sessionId ? (active?.filename ?? ' ') : 'New chat'}
            </Typography.Text>
          }
          style={{ flex: 1, minWidth: 0 }}
          styles={{
            body: {
              padding: 0,
              display: 'flex',
              flexDirection: 'column',
              height: small ? 'calc(100vh - 260px)' : 'calc(100vh - 240px)',
              minHeight: 360,
            },
          }}
        >
          {conversation.status === 'loading' ? (
            <Flex flex={1} align="center" justify="center">
              <Spin description="Loading the conversation…" />
            </Flex>
          ) : conversation.status === 'error' ? (
            <div style={{ padding: 16, flex: 1 }}>
              <Alert
                type="error"
                showIcon
                title={conversation.error}
                action={
                  <Button size="small" onClick={conversation.reload}>
                    Retry
                  </Button>
                }
              />
            </div>
          ) : conversation.status === 'idle' && conversation.entries.length === 0 ? (
            <NoWorkbook />
          ) : (
            <MessageList
              entries={conversation.entries}
              pending={conversation.pending}
              onRevealed={conversation.revealed}
            />
          )}
          <MessageComposer waiting={conversation.pending} onSend={conversation.send} />
        </Card>
      </Flex>
      {small && (
        <Drawer
          title="Chat history"
          placement="left"
          open={drawerOpen}
          onClose={closeDrawer}
          size={SIDEBAR_WIDTH + 40}
        >
          {sessionList}
        </Drawer>
      )}
    </Page>
  );
}
