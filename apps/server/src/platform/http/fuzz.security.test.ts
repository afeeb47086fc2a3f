import { fuzzRoutes } from '../../test/route-fuzzer';

// Every route but the reports (fuzz-reports.security.test.ts), which render documents and take as long as the rest.
await fuzzRoutes('every route but the reports', (route) => !route.url.startsWith('/api/reports'));
