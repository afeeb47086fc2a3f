import { isValidElement, type ReactNode, Suspense, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { SignedOutLayout } from './layout/SignedOutLayout';
import { AccessGuard } from './routes/AccessGuard';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';
import { ROUTE_RULES } from './routes/route-access';
import { PATHS, type RouteAccess, type RouteHandle } from '../lib/routes/route-paths';
import { RouteHandleContext } from '../lib/routes/use-route-handle';
import { Loading } from '../components/Loading';
import { type LazyScreen, lazyScreen } from './routes/lazy-screen';

// The frames with a menu are chunks of their own too (SessionGate waits for them): sign-in does not download the app bar,
// side menu and cart button.
const AppShell = lazyScreen(() => import('./layout/AppShell'), 'AppShell');
const MinimalLayout = lazyScreen(() => import('./layout/MinimalLayout'), 'MinimalLayout');

// Each feature screen is its own chunk, loaded on first visit (the editor's Slate never ships with `/` or /products).
const AccessDeniedPage = lazyScreen(() => import('../features/errors/components/AccessDeniedPage'), 'AccessDeniedPage');
const LoginPage = lazyScreen(() => import('../features/auth/components/LoginPage'), 'LoginPage');
const CartPage = lazyScreen(() => import('../features/cart/components/cart-page/CartPage'), 'CartPage');
const CheckoutPage = lazyScreen(() => import('../features/checkout/components/CheckoutPage'), 'CheckoutPage');
const StandingOrdersPage = lazyScreen(
  () => import('../features/standing-orders/components/StandingOrdersPage'),
  'StandingOrdersPage',
);
const SelectCustomerPage = lazyScreen(
  () => import('../features/customers/components/SelectCustomerPage'),
  'SelectCustomerPage',
);
const LandingPage = lazyScreen(() => import('../features/landing/components/LandingPage'), 'LandingPage');
const LandingEditorPage = lazyScreen(
  () => import('../features/landing/components/LandingEditorPage'),
  'LandingEditorPage',
);
const CategoriesPage = lazyScreen(() => import('../features/categories/components/CategoriesPage'), 'CategoriesPage');
const ProductDetailPage = lazyScreen(
  () => import('../features/products/components/ProductDetailPage'),
  'ProductDetailPage',
);
const ProductsPage = lazyScreen(() => import('../features/products/components/ProductsPage'), 'ProductsPage');
const SelectShipMethodPage = lazyScreen(
  () => import('../features/ship-method/components/SelectShipMethodPage'),
  'SelectShipMethodPage',
);
const AccountDetailPage = lazyScreen(
  () => import('../features/account/components/AccountDetailPage'),
  'AccountDetailPage',
);
const AccountSummaryPage = lazyScreen(
  () => import('../features/account/components/AccountSummaryPage'),
  'AccountSummaryPage',
);
const MakePaymentPage = lazyScreen(() => import('../features/payments/components/MakePaymentPage'), 'MakePaymentPage');
const OrderHistoryPage = lazyScreen(
  () => import('../features/history/components/OrderHistoryPage'),
  'OrderHistoryPage',
);
const ProductHistoryPage = lazyScreen(
  () => import('../features/history/components/ProductHistoryPage'),
  'ProductHistoryPage',
);
const CheckInPage = lazyScreen(() => import('../features/credits/components/CheckInPage'), 'CheckInPage');
const CreditsPage = lazyScreen(() => import('../features/credits/components/CreditsPage'), 'CreditsPage');
const CreditDetailPage = lazyScreen(
  () => import('../features/credits/components/CreditDetailPage'),
  'CreditDetailPage',
);
const ReportsPage = lazyScreen(() => import('../features/reports/components/ReportsPage'), 'ReportsPage');
const OrderGuidePage = lazyScreen(() => import('../features/order-guides/components/OrderGuidePage'), 'OrderGuidePage');
const OrderGuideEditPage = lazyScreen(
  () => import('../features/order-guides/components/OrderGuideEditPage'),
  'OrderGuideEditPage',
);
const AddressesPage = lazyScreen(() => import('../features/addresses/components/AddressesPage'), 'AddressesPage');
const AdminPage = lazyScreen(() => import('../features/admin/components/AdminPage'), 'AdminPage');
const ErpImportPage = lazyScreen(() => import('../features/erp-import/components/ErpImportPage'), 'ErpImportPage');
const InvoiceOrderPage = lazyScreen(
  () => import('../features/invoicing/components/InvoiceOrderPage'),
  'InvoiceOrderPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/components/ResetPasswordPage'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyScreen(() => import('../features/auth/components/VerifyEmailPage'), 'VerifyEmailPage');
const UserPreferencesPage = lazyScreen(
  () => import('../features/preferences/components/UserPreferencesPage'),
  'UserPreferencesPage',
);
const SettingsPage = lazyScreen(() => import('../features/settings/components/SettingsPage'), 'SettingsPage');

/**
 * The code each first screen (first-screens.ts) renders before anything shows. The app loads it before its first
 * render, so a screen the server drew is drawn again as it is, and the landing page's code downloads while the
 * session starts; the server loads it before it renders.
 */
const FIRST_SCREEN_CODE: Readonly<Record<string, readonly LazyScreen[]>> = {
  [PATHS.login]: [LoginPage],
  [PATHS.home]: [AppShell, LandingPage],
  [PATHS.products]: [AppShell, ProductsPage],
};

/** Loads the code of the first screen at `pathname` (nothing for other paths). */
export function loadFirstScreenCode(pathname: string): Promise<unknown> {
  return Promise.all((FIRST_SCREEN_CODE[pathname] ?? []).map((screen) => screen.preload()));
}

function route(path: string, title: string, access: RouteAccess, element: ReactNode): RouteObject {
  const handle: RouteHandle = { title, access };
  return {
    path,
    handle,
    element: (
      <AccessGuard rule={ROUTE_RULES[path]}>
        <Suspense fallback={<Loading />}>{element}</Suspense>
      </AccessGuard>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [
          route(PATHS.login, 'Sign In', 'signed-out', <LoginPage />),
          route(PATHS.accessDenied, 'Access Denied', 'open', <AccessDeniedPage />),
          route(PATHS.changePassword, 'Change Password', 'open', <ResetPasswordPage />),
          route(PATHS.verifyEmail, 'Verify Email', 'open', <VerifyEmailPage />),
        ],
      },
      {
        element: <MinimalLayout />,
        children: [
          route(PATHS.selectCustomer, 'Select Customer', 'select-customer', <SelectCustomerPage />),
          route(PATHS.selectShipMethod, 'Select Ship Method', 'select-shipmethod', <SelectShipMethodPage />),
        ],
      },
      {
        element: <AppShell />,
        children: [
          route(PATHS.home, 'Main', 'guest', <LandingPage />),
          route(PATHS.products, 'Products', 'guest', <ProductsPage />),
          route(PATHS.product, 'Product Details', 'guest', <ProductDetailPage />),
          route(PATHS.categories, 'Categories', 'app', <CategoriesPage />),
          route(PATHS.orderGuide, 'Order Guides', 'app', <OrderGuidePage />),
          route(PATHS.orderGuideEdit, 'Edit Order Guide', 'app', <OrderGuideEditPage />),
          route(PATHS.cart, 'Cart', 'app', <CartPage />),
          route(PATHS.checkout, 'Checkout', 'app', <CheckoutPage />),
          route(PATHS.standingOrders, 'Standing Orders', 'app', <StandingOrdersPage />),
          route(PATHS.historyOrders, 'Order History', 'app', <OrderHistoryPage />),
          route(PATHS.historyProducts, 'Product History', 'app', <ProductHistoryPage />),
          route(PATHS.checkIn, 'Check In Delivery', 'app', <CheckInPage />),
          route(PATHS.credits, 'Credits', 'app', <CreditsPage />),
          route(PATHS.credit, 'Credit Request', 'app', <CreditDetailPage />),
          route(PATHS.reports, 'Reports', 'app', <ReportsPage />),
          route(PATHS.accountSummary, 'Account Summary', 'app', <AccountSummaryPage />),
          route(PATHS.accountDetail, 'Account Details', 'app', <AccountDetailPage />),
          route(PATHS.accountPayment, 'Make Payment', 'app', <MakePaymentPage />),
          route(PATHS.accountAddress, 'Addresses', 'app', <AddressesPage />),
          route(PATHS.adminLanding, 'Edit Landing Page', 'app', <LandingEditorPage />),
          route(PATHS.admin, 'Admin', 'app', <AdminPage />),
          route(PATHS.adminImport, 'Import ERP Data', 'app', <ErpImportPage />),
          route(PATHS.adminInvoice, 'Invoice an Order', 'app', <InvoiceOrderPage />),
          route(PATHS.settings, 'Settings', 'app', <SettingsPage />),
          route(PATHS.userPreferences, 'Preferences', 'app', <UserPreferencesPage />),
          {
            path: '*',
            handle: { title: 'Not Found', access: 'fallback' } satisfies RouteHandle,
            element: <NotFoundPage />,
          },
        ],
      },
    ],
  },
];

// The frame of the page the browser opened downloads while the session starts, not after it and then before its screen.
if (typeof window !== 'undefined') {
  const opened = (matchRoutes(routes, window.location) ?? []).map(({ route }) =>
    isValidElement(route.element) ? route.element.type : null,
  );
  for (const frame of [AppShell, MinimalLayout]) if (opened.includes(frame)) void frame.preload();
}

/** The deepest matched route's handle (title and access), for the layouts above the screen. */
function handleOf(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.access) return handle;
  }
  return undefined;
}

/**
 * The route tree, rendered by react-router's component router (not its data router, whose loaders and
 * actions this app does not use and which would add about 16 KiB to every page). A render error
 * anywhere shows the error page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handle = useMemo(() => handleOf(pathname), [pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RouteHandleContext.Provider value={handle}>{useRoutes(routes)}</RouteHandleContext.Provider>
    </RouteErrorBoundary>
  );
}
