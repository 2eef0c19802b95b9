import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Card, Flex, Spin } from 'antd';
import { FINA_COLORS, FinaProvider, Logo } from '@fina/ui';
import { PRODUCT_NAME } from '@fina/contract/core';
import { PrerenderHandOff } from '../remotes/prerendered-page';

/** The frame of the sign-in pages: the landing's logo on top, one centred card. */
export default function PublicFrame() {
  return (
    <FinaProvider>
      {/* The page's one main landmark: the logo and the card (axe: landmark-one-main, region). */}
      <Flex
        component="main"
        vertical
        align="center"
        style={{ minHeight: '100vh', padding: '40px 16px', background: FINA_COLORS.surfaceAlt }}
        gap={24}
      >
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} style={{ textDecoration: 'none' }}>
          <Logo size={36} />
        </Link>
        <Card
          style={{
            width: '100%',
            maxWidth: 440,
            boxShadow: '0 18px 40px -20px rgb(15 23 42 / 30%)',
          }}
          styles={{ body: { padding: 32 } }}
        >
          <Suspense fallback={<Spin />}>
            {/*
              Commits with the page: the build-time copy of /login (if any) gives way to it.
              Before the page, so the copy is gone (and #root shown) by the time the page's
              autoFocus runs in the same commit: focus() on a hidden input does nothing.
            */}
            <PrerenderHandOff />
            <Outlet />
          </Suspense>
        </Card>
      </Flex>
    </FinaProvider>
  );
}
