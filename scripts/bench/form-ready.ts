// How long a visitor on a mid-range phone waits before the tax form can be sent: from the
// navigation's start until the page has hydrated and, the first question tapped, the form's send button is enabled, on a
// cold cache with Lighthouse's mobile throttling applied for real (4× CPU slowdown, 1.6 Mbps
// down, 750 Kbps up, 150 ms round trip) through the Chrome DevTools Protocol.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { startBenchDatabase } from './bench-database';
import { startBenchServer } from './bench-server';
import { ensureDebianPackage } from './debian-package';
import { startSmtpSink } from './smtp-sink';

export const FORM_READY_PAGE = '/formulario-declaracion-impuestos';
const RUNS = Number(process.env.BENCH_FORM_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

declare global {
  interface Window {
    formReadyAt?: number;
  }
}

/**
 * Notes, in the page's own clock (0 = the navigation's start), when the send button is first
 * usable. A string, not a function: tsx would wrap a function's inner names in a helper the
 * page does not have.
 */
const WATCH_SEND_BUTTON = `
  const observer = new MutationObserver(() => {
    const button = document.querySelector('main form button[type="submit"]');
    if (!button || button.disabled || !document.documentElement.dataset.hydrated) return;
    window.formReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
`;

async function measureOnce(browser: Browser, url: string) {
  // A new context per run: nothing cached, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await page.addInitScript(WATCH_SEND_BUTTON);
  let scriptBytes = 0;
  cdp.on('Network.loadingFinished', (event) => (scriptBytes += event.encodedDataLength));
  try {
    await page.goto(url);
    // The form's code loads as the visitor starts (docs/decisions/0049-room-in-the-javascript-budget.md):
    // here the visitor taps the first question the moment the page has hydrated.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('main form [name="nombreCompleto"]').focus();
    await page.waitForFunction(() => window.formReadyAt !== undefined, undefined, { timeout: 60_000 });
    const readyAt = await page.evaluate(() => window.formReadyAt!);
    return { readyMs: Math.round(readyAt), transferredKb: Math.round(scriptBytes / 1024) };
  } finally {
    await context.close();
  }
}

export async function benchFormReady() {
  if (!existsSync('dist/pages/manifest.json')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  ensureDebianPackage(CHROMIUM, 'chromium');
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const server = await startBenchServer({ databaseUrl: database.url, smtpUrl: smtp.url });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const url = `${server.url}${FORM_READY_PAGE}`;
    // One unmeasured run warms the server (its first responses compile nothing, but its caches fill).
    await measureOnce(browser, url);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, url));
    const times = runs.map((run) => run.readyMs).sort((a, b) => a - b);
    console.log(
      `\nTax form ready to send (${FORM_READY_PAGE}): navigation start → hydrated, send button enabled; ` +
        `cold cache, ${THROTTLING.cpuSlowdown}× CPU, 1.6 Mbps / 750 Kbps, ${THROTTLING.latencyMs} ms RTT, ${RUNS} runs`,
    );
    console.table({
      'ready ms': {
        median: times[Math.floor(times.length / 2)],
        min: times[0],
        max: times.at(-1),
        'transferred KB (all)': runs[0]!.transferredKb,
      },
    });
  } finally {
    await browser.close();
    await server.stop();
    await smtp.stop();
    await database.stop();
  }
}
