import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract/core';
import { ApiContext, createLandingApi } from './api';
import { Layout } from './components/layout/layout';
import { PRIVACY_POLICY, TERMS } from './content/policies';
import { LandingPage } from './pages/landing/landing-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { PolicyPage } from './pages/policies/policy-page';
import { PricingPage } from './pages/pricing/pricing-page';
import { SignUpPage } from './pages/sign-up/sign-up-page';

/**
 * The remote's one entry (exposed as `./App`): the public site. Mounted by the shell
 * inside its router at `/*`, so the paths here are relative.
 */
export default function LandingApp({ apiBase = '' }: RemoteAppProps) {
  const api = useMemo(() => createLandingApi(apiBase), [apiBase]);
  return (
    <ApiContext value={api}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="sign-up" element={<SignUpPage />} />
          <Route path="privacy" element={<PolicyPage policy={PRIVACY_POLICY} />} />
          <Route path="terms" element={<PolicyPage policy={TERMS} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ApiContext>
  );
}
