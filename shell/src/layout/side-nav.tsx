import { Link, useLocation } from 'react-router-dom';
import { Avatar, Button, Flex, Menu, Typography } from 'antd';
import { MessageOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { CHAT_BUTTON_LABEL, PRODUCT_NAME } from '@fina/contract';
import { useSession } from '@fina/bus';
import { CHAT_NAV, NAV_ITEMS, activeNavPath } from './nav-items';
import { CompanySelect } from './company-select';

interface Props {
  onEndSession: () => void;
  onNavigate?: () => void;
}

export function SideNav({ onEndSession, onNavigate }: Props) {
  const { pathname } = useLocation();
  const session = useSession();
  const active = activeNavPath(pathname);
  const email = session?.user?.email ?? '';
  return (
    <Flex vertical style={{ height: '100%', padding: '16px 0' }} gap={12}>
      <Link
        to="/dashboard"
        onClick={onNavigate}
        style={{ padding: '0 24px', color: '#fff', fontSize: 24, fontWeight: 700 }}
        aria-label={`${PRODUCT_NAME} dashboard`}
      >
        {PRODUCT_NAME}
      </Link>
      <div style={{ padding: '0 16px' }}>
        <CompanySelect />
      </div>
      <nav aria-label="Main" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={active ? [active] : []}
          items={NAV_ITEMS.map((item) => ({
            key: item.path,
            label: (
              <Link to={item.path} onClick={onNavigate}>
                {item.label}
              </Link>
            ),
          }))}
        />
      </nav>
      <Flex vertical gap={8} style={{ padding: '0 16px' }}>
        <Link to={CHAT_NAV.path} onClick={onNavigate}>
          <Button
            type={active === CHAT_NAV.path ? 'primary' : 'default'}
            icon={<MessageOutlined />}
            block
          >
            {CHAT_BUTTON_LABEL}
          </Button>
        </Link>
        <Button icon={<LogoutOutlined />} block onClick={onEndSession}>
          End Session
        </Button>
        <Link to="/settings" onClick={onNavigate} aria-label="Your settings">
          <Flex align="center" gap={8} style={{ color: '#e6f4f1' }}>
            <Avatar icon={<UserOutlined />} />
            <Typography.Text ellipsis style={{ color: '#e6f4f1', maxWidth: 160 }}>
              {email}
            </Typography.Text>
          </Flex>
        </Link>
      </Flex>
    </Flex>
  );
}
