import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Popconfirm } from 'antd';
import { Table } from '@fina/antd-deferred';
import { ADMIN_PAGE_SIZE, chatCalls } from '@fina/contract';
import type { AdminUserRow } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';

interface Props {
  api: ApiClient;
  /** The signed-in admin cannot deactivate themself. */
  selfId: string;
}

/** Manage Users: email, first and last name, a page of 100 at a time, Delete deactivates. */
export function UsersTable({ api, selfId }: Props) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<AdminUserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (pageNumber: number) => {
      setLoading(true);
      setError(null);
      try {
        const result = await api.call(chatCalls.getAllUsers, {
          body: { limit: ADMIN_PAGE_SIZE, skip: (pageNumber - 1) * ADMIN_PAGE_SIZE },
        });
        setRows(result.users);
        setTotal(result.total);
      } catch (caught) {
        setError(isApiError(caught) ? caught.message : 'Could not load the users.');
      } finally {
        setLoading(false);
      }
    },
    [api],
  );

  useEffect(() => {
    void load(page);
  }, [load, page]);

  async function deactivate(user: AdminUserRow) {
    try {
      await api.call(chatCalls.deactivateUser, { body: { user_id: user.id } });
      message.success(`${user.email} was deactivated.`);
      await load(page);
    } catch (caught) {
      message.error(isApiError(caught) ? caught.message : 'Could not deactivate the user.');
    }
  }

  if (error) return <Alert type="error" title={error} showIcon role="alert" />;
  return (
    <Table<AdminUserRow>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      scroll={{ x: true }}
      pagination={{
        current: page,
        pageSize: ADMIN_PAGE_SIZE,
        total,
        showSizeChanger: false,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: 'Email', dataIndex: 'email' },
        { title: 'First name', dataIndex: 'first_name' },
        { title: 'Last name', dataIndex: 'last_name' },
        {
          title: 'Action',
          key: 'action',
          render: (_, user) =>
            user.id === selfId ? null : (
              <Popconfirm
                title={`Deactivate ${user.email}?`}
                description="They will no longer be able to log in. Their data is kept."
                okText="Deactivate"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => deactivate(user)}
              >
                <Button danger aria-label={`Delete ${user.email}`}>
                  Delete
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
