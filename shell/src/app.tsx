import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTE_AREAS } from '@fina/contract/core';
import type { RoutedRemoteKey } from '@fina/contract/core';
import { RequireAuth } from './auth/require-auth';
import { RemoteLoading, RemoteSlot } from './remotes/remote-slot';

// antd is loaded only behind these lazy chunks: the public pages stay light. The named chunks
// are preloaded by the host from the first HTML response (chunk-groups.json, page-html/).
const PublicFrame = lazy(
  () => import(/* webpackChunkName: "public-frame" */ './auth/public-frame'),
);
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ './auth/login-page'));
const RegisterPage = lazy(() => import('./auth/register-page'));
const ForgotPasswordPage = lazy(() => import('./auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'));
const AppLayout = lazy(() => import(/* webpackChunkName: "app-layout" */ './layout/app-layout'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const OnboardingPage = lazy(() => import('./onboarding/onboarding-page'));
// single-spa is needed only when /admin is visited.
const AdminParcelSlot = lazy(() =>
  import('./remotes/admin-parcel-slot').then((m) => ({ default: m.AdminParcelSlot })),
);

const AREA_LABELS: Record<RoutedRemoteKey, string> = {
  planning: 'Planning',
  statements: 'Financial Statements',
  operations: 'Record Operations',
  chat: 'Chat with Fina',
};

export function App() {
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Routes>
        <Route element={<PublicFrame />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route path="/admin/*" element={<AdminParcelSlot />} />
        <Route element={<RequireAuth />}>
          <Route path="/onboard" element={<OnboardingPage />} />
          <Route element={<AppLayout />}>
            <Route path="/settings" element={<SettingsPage />} />
            {(Object.keys(REMOTE_AREAS) as RoutedRemoteKey[]).flatMap((remote) =>
              REMOTE_AREAS[remote].map((area) => (
                <Route
                  key={area}
                  path={`/${area}/*`}
                  element={
                    // Keyed by area: each area has its own slot, error state and retries.
                    <RemoteSlot
                      key={area}
                      remote={remote}
                      area={area}
                      label={AREA_LABELS[remote]}
                    />
                  }
                />
              )),
            )}
          </Route>
        </Route>
        <Route path="*" element={<RemoteSlot remote="landing" label="This page" />} />
      </Routes>
    </Suspense>
  );
}
