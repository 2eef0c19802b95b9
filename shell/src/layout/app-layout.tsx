import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Drawer, Layout } from 'antd';
import { bus } from '@fina/bus';
import { FINA_COLORS, FinaProvider, useIsPhone } from '@fina/ui';
import { endSession } from '../session/session';
import { RemoteLoading } from '../remotes/remote-slot';
import { listenForCompanyRefresh, refreshCompanies } from '../companies/company-list';
import { EndSessionDialog } from './end-session-dialog';
import { SideNav } from './side-nav';
import { PhoneTopBar } from './phone-top-bar';

const SIDER_WIDTH = 248;

/** The authenticated frame: side nav (a drawer on small screens) and the routed area. */
export default function AppLayout() {
  // Read from matchMedia in the first render: antd's breakpoint hook answers only after an
  // effect, so a phone first rendered (and threw away) the whole desktop side nav.
  const small = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [navVisible, setNavVisible] = useState(true);

  useEffect(() => {
    void refreshCompanies();
    return listenForCompanyRefresh();
  }, []);

  useEffect(() => {
    const subscription = bus
      .on('app:navigation:visible')
      .subscribe(({ visible }) => setNavVisible(visible));
    return () => {
      subscription.unsubscribe();
      setNavVisible(true);
    };
  }, []);

  const confirmEnd = () => {
    setConfirming(false);
    // The protected routes' guard then takes the user to the landing page.
    endSession('user');
  };

  const nav = (
    <SideNav onEndSession={() => setConfirming(true)} onNavigate={() => setDrawerOpen(false)} />
  );

  return (
    <FinaProvider>
      <Layout style={{ minHeight: '100vh' }}>
        {!small && navVisible && (
          <Layout.Sider
            width={SIDER_WIDTH}
            style={{
              position: 'sticky',
              top: 0,
              height: '100vh',
              overflow: 'auto',
              borderRight: `1px solid ${FINA_COLORS.border}`,
            }}
          >
            {nav}
          </Layout.Sider>
        )}
        {small && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={SIDER_WIDTH}
            styles={{ body: { padding: 0 } }}
            closable={false}
          >
            {nav}
          </Drawer>
        )}
        <Layout>
          {small && <PhoneTopBar onOpenNavigation={() => setDrawerOpen(true)} />}
          <Layout.Content style={{ padding: small ? 16 : 32 }}>
            <Suspense fallback={<RemoteLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
      <EndSessionDialog
        open={confirming}
        onConfirm={confirmEnd}
        onCancel={() => setConfirming(false)}
      />
    </FinaProvider>
  );
}
