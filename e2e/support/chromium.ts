/** How this project starts Debian's Chromium everywhere (e2e and bench): never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The journeys' Chromium: V8 runs the app's scripts in its interpreter and its baseline compiler only
 * (`--max-opt=1`: no Maglev, no TurboFan). A journey's page lives a few seconds, too short for the optimising
 * compilers' work to pay back; without them the journeys took about 6 % less CPU and time on a 2-core machine
 * (docs/testing.md). The bench measures what a visitor's browser does, with every tier (CHROMIUM_ARGS).
 */
export const JOURNEY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];
