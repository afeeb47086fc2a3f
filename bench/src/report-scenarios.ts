import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchUsername } from './bench-users.repository';
import { type LoadResult, send, summarise } from './load';
import { signIn } from './server-process';

export const PING_DURING_REPORTS = 'ping while 3 users print whole-catalogue price lists';
const PING_EVERY_MS = 20;

/**
 * Issue 26 item 1: three users (the demo customer and two bench users) each ask for the whole-catalogue price list
 * (20,000 lines, the report limit) at once; meanwhile /api/ping is called every 20 ms, each latency counted from when
 * the ping was due, so a stalled event loop shows in full. Errors count the reports that did not come back as PDFs.
 */
export async function runReportScenario(base: URL, customerToken: string): Promise<LoadResult> {
  const tokens = [customerToken, await signIn(base, benchUsername(1)), await signIn(base, benchUsername(2))];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let done = false;
  const started = performance.now();
  const reports = Promise.all(
    tokens.map((token) =>
      send(base, agent, { method: 'POST', path: '/api/reports/pricelist', headers: { authorization: `Bearer ${token}` }, body: { allProducts: true } }, true),
    ),
  ).finally(() => {
    done = true;
  });
  const pings: Promise<number>[] = [];
  for (let k = 0; !done; k += 1) {
    const due = started + k * PING_EVERY_MS;
    await sleep(Math.max(0, due - performance.now()));
    pings.push(send(base, agent, { method: 'GET', path: '/api/ping' }, true).then((res) => (res.status === 200 ? performance.now() - due : Number.POSITIVE_INFINITY)));
  }
  const answers = await reports;
  const latencies = await Promise.all(pings);
  agent.destroy();
  const result = summarise(PING_DURING_REPORTS, latencies, answers.filter((a) => a.status !== 200).length, performance.now() - started);
  console.log(`  ${result.name}: ${result.requests} pings over ${((performance.now() - started) / 1000).toFixed(1)} s, p95 ${result.p95.toFixed(1)} ms`);
  return result;
}
