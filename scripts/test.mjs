#!/usr/bin/env node
// The whole suite, each step once: type-check, lint, the vitest projects (unit tests once; the API and database tests
// on SQLite and on PostgreSQL), the security suite (on both), the web build and the Playwright journeys (SQLite, plus
// a PostgreSQL smoke). TEST_DIALECTS=sqlite (or postgres) leaves the other database out; SKIP_E2E=1 skips the
// build and the browser. Ends with the time of each step and one line "total: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skipE2e = process.env.SKIP_E2E === '1';
const dialects = process.env.TEST_DIALECTS ?? 'sqlite,postgres';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Each failed test by name with its first error line, printed again at the end (a CI log keeps only its tail). */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim() !== '') ?? '';
const steps = [];
const started = performance.now();

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const at = performance.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DIALECTS: dialects, ...env },
  });
  const ok = res.status === 0;
  steps.push({ label, seconds: (performance.now() - at) / 1000, ok });
  if (!ok) console.log(`--- ${label} failed (exit ${res.status})`);
  return ok;
}

/**
 * Runs several steps at once (each is one process on one core), keeps each one's output and prints it whole when the
 * step ends, so the log reads step by step. Resolves with each step's success.
 */
function runTogether(commands) {
  return Promise.all(
    commands.map(
      ({ label, cmd, args }) =>
        new Promise((resolve) => {
          const at = performance.now();
          const child = spawn(cmd, args, { cwd: root, env: { ...process.env, TEST_DIALECTS: dialects } });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (status) => {
            const ok = status === 0;
            console.log(`\n=== ${label} ===`);
            process.stdout.write(output);
            steps.push({ label, seconds: (performance.now() - at) / 1000, ok });
            if (!ok) console.log(`--- ${label} failed (exit ${status})`);
            resolve(ok);
          });
        }),
    ),
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a vitest JSON report to the totals; unhandled errors fail a run without failing a test, so they count too. */
function countVitest(file, ok) {
  const v = readJson(file);
  if (!v) {
    totals.failed += 1;
    return;
  }
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests || (ok ? 0 : 1);
  for (const file of v.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        failures.push(
          `${path.relative(root, file.name)} > ${t.fullName}: ${firstLine(t.failureMessages?.[0]).slice(0, 300)}`,
        );
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message).slice(0, 300)}`);
    }
  }
  totals.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}

// A failed step counts as a failure. The type-check and the linters each keep one core busy: they run side by side
// (ESLint, the longest, alone; the type-check, then knip and Prettier, beside it).
for (const ok of await runTogether([
  { label: 'lint: ESLint', cmd: 'npm', args: ['run', '--silent', 'lint:code'] },
  {
    label: 'type-check, lint: knip and Prettier',
    cmd: 'sh',
    args: ['-c', 'npm run --silent typecheck && npm run --silent lint:unused && npm run --silent lint:format'],
  },
]))
  if (!ok) totals.failed += 1;

// vitest.config.ts: the unit project once, the API and database tests once per dialect, in one run.
const vitestReport = path.join(reports, 'vitest.json');
countVitest(
  vitestReport,
  run(`unit, API and database tests (${dialects})`, 'npx', [
    'vitest',
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);

// The security suite (*.security.test.ts), once per dialect: its own config, so the run above does not repeat it.
const securityReport = path.join(reports, 'vitest-security.json');
countVitest(
  securityReport,
  run(`security tests (${dialects})`, 'npx', [
    'vitest',
    'run',
    '-c',
    'vitest.security.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${securityReport}`,
  ]),
);

if (!skipE2e) {
  if (run('web build', 'npm', ['run', '--silent', 'build'])) {
    const pwReport = path.join(reports, 'playwright.json');
    const e2eOk = run('end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
    });
    const p = readJson(pwReport);
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected' || t.status === 'flaky') {
            const error = t.results?.find((r) => r.error)?.error?.message;
            failures.push(
              `${[...titles, spec.title].filter(Boolean).join(' > ')} [${t.projectName}] ${t.status}: ${firstLine(error).slice(0, 300)}`,
            );
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of p?.suites ?? []) walk(suite, [suite.title]);
    if (p?.stats) {
      totals.passed += p.stats.expected;
      totals.failed += p.stats.unexpected || (e2eOk ? 0 : 1);
      // A test that passed only on a retry is a failure (playwright.config.ts allows none; this holds if one is added).
      totals.flaky += p.stats.flaky ?? 0;
      totals.failed += p.stats.flaky ?? 0;
      totals.skipped += p.stats.skipped;
    } else {
      totals.failed += 1;
    }
  } else {
    totals.failed += 1;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) console.log(`  ${f}`);
}
console.log('\nsteps:');
for (const s of steps)
  console.log(`  ${s.label.padEnd(48)} ${s.seconds.toFixed(0).padStart(5)} s  ${s.ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'all'.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
console.log(
  `\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${totals.flaky ? ` (${totals.flaky} passed only on retry: flaky, counted as failed)` : ''}`,
);
process.exit(steps.every((s) => s.ok) && totals.failed === 0 ? 0 : 1);
