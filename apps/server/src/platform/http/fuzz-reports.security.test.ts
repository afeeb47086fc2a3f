import { fuzzRoutes } from '../../test/route-fuzzer';

// The report routes: each valid case renders a document, so they are half of the fuzzing time (see fuzz.security.test.ts).
await fuzzRoutes('the report routes', (route) => route.url.startsWith('/api/reports'));
