import { useEffect } from 'react';
import { UnsupportedBrowserBanner } from '../../components/UnsupportedBrowserBanner';
import { RouterScopedProviders } from '../providers';
import { useSiteSettings } from '../session/api/get-site-settings';
import { SessionGate } from './SessionGate';
import { useRouteHandle } from './use-route-handle';

function useDocumentTitle() {
  const title = useRouteHandle()?.title;
  const siteName = useSiteSettings().data?.siteName;
  useEffect(() => {
    document.title = [title, siteName].filter(Boolean).join(' · ') || 'Storefront';
  }, [title, siteName]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <RouterScopedProviders>
      <UnsupportedBrowserBanner />
      <SessionGate />
    </RouterScopedProviders>
  );
}
