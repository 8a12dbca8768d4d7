// A real S3-compatible server on loopback (s3rver, files in a temporary folder) with one bucket,
// and the environment that points backups at it. s3rver accepts the key pair S3RVER/S3RVER.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port';

export async function startS3Server(bucket = 'firm-backups') {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    env: {
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      BACKUP_S3_REGION: 'us-east-1',
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
