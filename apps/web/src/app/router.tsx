import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AccessDeniedPage } from '../features/errors/components/AccessDeniedPage';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { CartPage } from '../features/cart/components/cart-page/CartPage';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { SelectCustomerPage } from '../features/customers/components/SelectCustomerPage';
import { LandingPage } from '../features/landing/components/LandingPage';
import { CategoriesPage } from '../features/categories/components/CategoriesPage';
import { ProductDetailPage } from '../features/products/components/ProductDetailPage';
import { ProductsPage } from '../features/products/components/ProductsPage';
import { OrderHistoryPage } from '../features/history/components/OrderHistoryPage';
import { ProductHistoryPage } from '../features/history/components/ProductHistoryPage';
import { ReportsPage } from '../features/reports/components/ReportsPage';
import { AdminPage } from '../features/admin/components/AdminPage';
import { PlaceholderPage } from '../features/placeholders/components/PlaceholderPage';
import { SelectShipMethodPage } from '../features/ship-method/components/SelectShipMethodPage';
import { AppShell } from './layout/AppShell';
import { MinimalLayout } from './layout/MinimalLayout';
import { SignedOutLayout } from './layout/SignedOutLayout';
import { AccessGuard } from './routes/AccessGuard';
import { RootLayout } from './routes/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { ROUTE_RULES } from './routes/route-access';
import { PATHS, type RouteAccess, type RouteHandle } from '../lib/routes/route-paths';

function route(path: string, title: string, access: RouteAccess, element: ReactNode): RouteObject {
  const handle: RouteHandle = { title, access };
  return { path, handle, element: <AccessGuard rule={ROUTE_RULES[path]}>{element}</AccessGuard> };
}

/** Screens that later issues build; each shows the shared "coming in a later release" page. */
const later = (path: string, title: string, access: RouteAccess = 'app') => route(path, title, access, <PlaceholderPage />);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SignedOutLayout />,
        children: [
          route(PATHS.login, 'Sign In', 'signed-out', <LoginPage />),
          route(PATHS.accessDenied, 'Access Denied', 'open', <AccessDeniedPage />),
          later(PATHS.changePassword, 'Change Password', 'open'),
          later(PATHS.verifyEmail, 'Verify Email', 'open'),
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
          later(PATHS.orderGuide, 'Order Guides'),
          later(PATHS.orderGuideEdit, 'Edit Order Guide'),
          route(PATHS.cart, 'Cart', 'app', <CartPage />),
          route(PATHS.checkout, 'Checkout', 'app', <CheckoutPage />),
          route(PATHS.historyOrders, 'Order History', 'app', <OrderHistoryPage />),
          route(PATHS.historyProducts, 'Product History', 'app', <ProductHistoryPage />),
          route(PATHS.reports, 'Reports', 'app', <ReportsPage />),
          later(PATHS.accountSummary, 'Account Summary'),
          later(PATHS.accountDetail, 'Account Details'),
          later(PATHS.accountPayment, 'Make Payment'),
          later(PATHS.accountAddress, 'Addresses'),
          later(PATHS.adminLanding, 'Edit Landing Page'),
          route(PATHS.admin, 'Admin', 'app', <AdminPage />),
          later(PATHS.settings, 'Settings'),
          later(PATHS.userPreferences, 'Preferences'),
          { path: '*', handle: { title: 'Not Found', access: 'fallback' } satisfies RouteHandle, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
