import { Button, Layout, Menu, Typography } from 'antd';
import type { AdminSession } from '../admin-session';

interface Props {
  session: AdminSession;
  apiBase: string;
  onSignOut: () => void;
}

/** The admin frame: the 'Manage Users' sidebar link and its page. */
export function AdminConsole({ session, onSignOut }: Props) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="md" collapsedWidth={0}>
        <Typography.Title level={4} style={{ color: '#fff', padding: '16px 24px', margin: 0 }}>
          Fina admin
        </Typography.Title>
        <Menu
          theme="dark"
          selectedKeys={['users']}
          items={[{ key: 'users', label: 'Manage Users' }]}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 32 }}>
        <Typography.Title level={2}>Manage Users</Typography.Title>
        <Typography.Paragraph>Signed in as {session.user.email}.</Typography.Paragraph>
        <Button onClick={onSignOut}>Sign out</Button>
      </Layout.Content>
    </Layout>
  );
}
