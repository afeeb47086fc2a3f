// The screens a visit most often starts on, by the modules they render before anything shows (the screen, and the
// shell it renders in). Their chunks are lazy (src/app/router.tsx), so a browser would learn of them only after the
// entry chunk ran: the server names them in the page it serves for that path (route-preloads.ts), and the bench
// measures what each downloads (bench/src/bundle-size.ts) and how soon it paints (bench/src/lighthouse.ts).
const APP_SHELL = 'src/app/layout/AppShell.tsx';

export const FIRST_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/features/auth/components/LoginPage.tsx'],
  '/': ['src/features/landing/components/LandingPage.tsx', APP_SHELL],
  '/products': ['src/features/products/components/ProductsPage.tsx', APP_SHELL],
};
