import { useMemo } from 'react';
import { Button, Flex, Layout, Menu, Typography } from 'antd';
import { PageHeading } from '@fina/ui';
import { adminApi } from '../admin-session';
import type { AdminSession } from '../admin-session';
import { UsersTable } from './users-table';

interface Props {
  session: AdminSession;
  apiBase: string;
  onSignOut: () => void;
}

/** The admin frame: the 'Manage Users' sidebar link and its page. */
export function AdminConsole({ session, apiBase, onSignOut }: Props) {
  const api = useMemo(() => adminApi(apiBase, session.token), [apiBase, session.token]);
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
      <Layout.Content style={{ padding: 24 }}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <PageHeading>Manage Users</PageHeading>
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary">{session.user.email}</Typography.Text>
            <Button onClick={onSignOut}>Sign out</Button>
          </Flex>
        </Flex>
        <UsersTable api={api} selfId={session.user.id} />
      </Layout.Content>
    </Layout>
  );
}
