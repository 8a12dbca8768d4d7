// The signed-in advisor's remembered devices: listed with a summary of the browser, when each
// was last used and until when it lasts, and revocable one by one (its sessions end with it).
import Bowser from 'bowser';
import { Router } from 'express';
import { z } from 'zod';
import type { RememberedDeviceInfo } from '../../common/inbox/api';
import { INBOX_ROUTES } from '../../common/inbox/api-routes';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { mount } from '../http/api-route';
import { listRememberedDevices, revokeRememberedDevice } from './remembered-devices';

/** "Chrome 131 · Android 14" from the User-Agent header; empty parts left out. */
export function summarizeUserAgent(userAgent: string): string {
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const parts = [
    [browser.name, major].filter(Boolean).join(' '),
    [os.name, os.versionName ?? os.version].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.join(' · ') || userAgent.slice(0, 60);
}

export function devicesRouter(prisma: Database): Router {
  const router = Router();
  mount(router, INBOX_ROUTES.devices, async (_req, res) => {
    const devices = await listRememberedDevices(prisma, res.locals.advisor!.id);
    return devices.map((device): RememberedDeviceInfo => ({
      id: device.id,
      summary: summarizeUserAgent(device.userAgent),
      createdAt: device.createdAt.toISOString(),
      lastUsedAt: device.lastUsedAt.toISOString(),
      expiresAt: device.expiresAt.toISOString(),
      current: device.id === res.locals.deviceId,
    }));
  });
  mount(router, INBOX_ROUTES.forgetDevice, async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await revokeRememberedDevice(prisma, res.locals.advisor!.id, id.data)))
      throw new AppError('notFound', 'inbox.notFound');
  });
  return router;
}
