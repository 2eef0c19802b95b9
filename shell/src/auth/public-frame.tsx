import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Card, Flex, Spin, Typography } from 'antd';
import { FinaProvider } from '@fina/ui';
import { PRODUCT_NAME } from '@fina/contract';

/** The frame of the sign-in pages: brand on top, one centred card. */
export default function PublicFrame() {
  return (
    <FinaProvider>
      <Flex
        vertical
        align="center"
        style={{ minHeight: '100vh', padding: '48px 16px', background: '#f0f5f4' }}
        gap={24}
      >
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} style={{ textDecoration: 'none' }}>
          <Typography.Title level={2} style={{ margin: 0, color: '#0f766e' }}>
            {PRODUCT_NAME}
          </Typography.Title>
        </Link>
        <Card style={{ width: '100%', maxWidth: 420 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Card>
      </Flex>
    </FinaProvider>
  );
}
