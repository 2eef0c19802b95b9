import { Link, useLocation } from 'react-router-dom';
import { Button, Flex, Layout, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@fina/contract/core';
import { useCompanies, useSelectedCompanyId } from '@fina/bus';
import { FINA_COLORS, LogoMark } from '@fina/ui';
import { pageNameOf } from './nav-items';

/**
 * The app's bar under 768 px: the menu button, the logo, and where the user is (the page's
 * name over the selected company), so a phone screen says what it shows.
 */
export function PhoneTopBar({ onOpenNavigation }: { onOpenNavigation: () => void }) {
  const { pathname } = useLocation();
  const companies = useCompanies();
  const selectedId = useSelectedCompanyId();
  const company = companies.find((item) => item.company_id === selectedId)?.company_name;
  const page = pageNameOf(pathname);
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        borderBottom: `1px solid ${FINA_COLORS.border}`,
      }}
    >
      <Button icon={<MenuOutlined />} aria-label="Open navigation" onClick={onOpenNavigation} />
      <Link
        to="/dashboard"
        aria-label={`${PRODUCT_NAME} dashboard`}
        style={{ display: 'inline-flex' }}
      >
        <LogoMark size={30} />
      </Link>
      <Flex vertical style={{ minWidth: 0, lineHeight: 1.25 }} aria-label="Where you are">
        {page && (
          <Typography.Text strong ellipsis style={{ fontSize: 16 }}>
            {page}
          </Typography.Text>
        )}
        {company && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
            {company}
          </Typography.Text>
        )}
      </Flex>
    </Layout.Header>
  );
}
