import { fuzzRoutes, inPart } from '../../test/route-fuzzer';

// The other half of fuzz-routes-1.security.test.ts.
await fuzzRoutes(
  'the second half of the routes but the reports',
  (route) => !route.url.startsWith('/api/reports') && inPart(route, 1, 2),
);
