import { useEffect } from 'react';
import { UnsupportedBrowserBanner } from '../../components/UnsupportedBrowserBanner';
import { RouterScopedProviders } from '../providers';
import { useSiteSettings } from '../../lib/site/api/get-site-settings';
import { SessionGate } from './SessionGate';
import { useRouteHandle } from '../../lib/routes/use-route-handle';

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
