// Free space where the server writes: DATA_DIR (the embedded database, development mail) and
// the OS's temporary folder, where uploads in flight are streamed (server/leads/receive-uploads.ts).
// A folder that does not exist (DATA_DIR with an external database) is left out.
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { DiskFolder, SystemStatus } from '../../common/inbox/system-status';

export async function readDiskSpace(dataDir: string): Promise<SystemStatus['disks']> {
  const folders: [DiskFolder, string][] = [
    ['data', dataDir],
    ['uploads', tmpdir()],
  ];
  const disks = await Promise.all(
    folders.map(async ([folder, path]) => {
      const stats = await statfs(path).catch(() => undefined);
      return stats && { folder, freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    }),
  );
  return disks.filter((disk) => disk !== undefined);
}
