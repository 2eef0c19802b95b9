import { Link, useLocation } from 'react-router-dom';
import { Avatar, Button, Flex, Menu, Typography } from 'antd';
import { MessageOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { CHAT_BUTTON_LABEL, PRODUCT_NAME } from '@fina/contract/core';
import { useSession } from '@fina/bus';
import { FINA_COLORS, Logo } from '@fina/ui';
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
        style={{ padding: '4px 24px 8px', textDecoration: 'none' }}
        aria-label={`${PRODUCT_NAME} dashboard`}
      >
        <Logo size={32} />
      </Link>
      <div style={{ padding: '0 16px' }}>
        <CompanySelect onOpenForm={onNavigate} />
      </div>
      <nav aria-label="Main" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
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
        <Link to="/settings" onClick={onNavigate} aria-label={`${email}: your settings`}>
          <Flex align="center" gap={8} style={{ padding: '4px 0' }}>
            <Avatar
              icon={<UserOutlined />}
              style={{ background: FINA_COLORS.brandTint, color: FINA_COLORS.brandDark }}
            />
            <Typography.Text ellipsis style={{ color: FINA_COLORS.text, maxWidth: 170 }}>
              {email}
            </Typography.Text>
          </Flex>
        </Link>
      </Flex>
    </Flex>
  );
}
