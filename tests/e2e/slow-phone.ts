// A phone on a poor connection, for the browser tests of what a visitor does before the page's
// code has arrived: CPU and network throttled as Chrome DevTools emulates them, and files of the
// site held back until the test releases them, so a tap surely comes first.
import type { Page, Route } from '@playwright/test';

/** CPU 4× slower and Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), through the DevTools protocol. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Holds the requests for the files matching `glob` until released. */
export async function hold(page: Page, glob: string) {
  const held: Route[] = [];
  await page.route(glob, (route) => void held.push(route));
  return {
    count: () => held.length,
    release: async () => {
      for (const route of held) await route.continue();
      await page.unroute(glob);
    },
  };
}
