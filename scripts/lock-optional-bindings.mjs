#!/usr/bin/env node
// The npm registry this project is built from serves only Linux builds of native bindings, so
// `npm install` leaves the other platforms' optional bindings (oxc-parser, unrs-resolver) out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds a lock entry,
// marked optional and limited to its platform, for every optional dependency the lock lacks, so
// npm ci accepts the lock and skips those entries on Linux. Run it after `npm install`.
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasm32'];
const CPU = {
  'arm-eabi': 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasi: 'wasm32',
};

/** os, cpu and libc read from a binding's name, as `binding-linux-arm-gnueabihf` or `resolver-binding-win32-x64-msvc`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osIndex = parts.findIndex((p) => OS.includes(p));
  if (osIndex < 0) return null;
  const rest = parts.slice(osIndex + 1);
  const cpu = CPU[rest.slice(0, 2).join('-')] ?? CPU[rest[0]];
  if (!cpu) return null;
  const libc =
    rest.includes('musl') || rest.includes('musleabihf')
      ? 'musl'
      : rest.includes('gnu') || rest.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os: [parts[osIndex]], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [where, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-optional-bindings: ${added} entr${added === 1 ? 'y' : 'ies'} added`);
