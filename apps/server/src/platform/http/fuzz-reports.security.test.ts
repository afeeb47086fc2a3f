import { fuzzRoutes } from '../../test/route-fuzzer';

// The report routes, 300 cases each on SQLite and 100 on PostgreSQL. Their inputs are a handful of fields, and three
// cases in four carry a hostile value, which the route's schema or its report builder refuses before any drawing: the
// first hundreds of cases reach every refusal. The rest rendered valid documents again and again (28 ms each on SQLite,
// 48 on PostgreSQL): at 1,000 and 300 cases these ten routes took as long as the other 140 together.
await fuzzRoutes('the report routes', (route) => route.url.startsWith('/api/reports'), { sqlite: 300, postgres: 100 });
