import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Spin, Typography, theme } from 'antd';
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { CHAT_BUTTON_LABEL, CHAT_ROUTE } from '@fina/contract';
import { FINA_COLORS } from '@fina/ui';
import type { SessionsState } from './use-sessions';

interface SessionListProps {
  state: SessionsState;
  activeId: string | undefined;
  /** After a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** The history sidebar: 'Chat with Fina' for a new chat, then the sessions by file name. */
export function SessionList({ state, activeId, onNavigate }: SessionListProps) {
  const { token } = theme.useToken();
  const linkStyle = (active: boolean) => ({
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '6px 10px',
    borderRadius: token.borderRadius,
    // The active item is marked by its tint and weight; its text stays ink for contrast.
    color: token.colorText,
    // The side nav's own tint (the derived colorPrimaryBg drew a grey band in the build).
    background: active ? FINA_COLORS.brandTint : 'transparent',
    fontWeight: active ? 600 : 400,
    overflowWrap: 'anywhere' as const,
  });

  return (
    <Flex vertical gap={12}>
      <Link
        to={CHAT_ROUTE}
        onClick={onNavigate}
        style={{
          ...linkStyle(activeId === undefined),
          border: `1px dashed ${token.colorBorder}`,
        }}
      >
        <PlusOutlined aria-hidden />
        {CHAT_BUTTON_LABEL}
      </Link>
      <Typography.Text type="secondary" strong>
        History
      </Typography.Text>
      {state.loading ? (
        <Spin size="small" description="Loading your chats…" />
      ) : state.error ? (
        <Alert
          type="error"
          showIcon
          title={state.error}
          action={
            <Button size="small" onClick={state.reload}>
              Retry
            </Button>
          }
        />
      ) : state.sessions.length === 0 ? (
        <Typography.Text type="secondary">
          No chats yet: upload an Excel file to start one.
        </Typography.Text>
      ) : (
        <nav aria-label="Chat history">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
            {state.sessions.map((session) => {
              const active = session.session_id === activeId;
              return (
                <li key={session.session_id}>
                  <Link
                    to={`${CHAT_ROUTE}/${session.session_id}`}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    style={linkStyle(active)}
                  >
                    <FileExcelOutlined aria-hidden style={{ color: token.colorSuccess }} />
                    {session.filename}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </Flex>
  );
}
