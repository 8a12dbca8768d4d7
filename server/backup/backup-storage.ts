// Where backups go: a folder (BACKUP_DIR) and, when BACKUP_S3_BUCKET is set, S3-compatible
// storage. Files are named by the moment their run started, so names sort by age and the
// retention count keeps the newest (docs/DEPLOY.md "Backups").
import { readdir, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Env } from '../env';

const BACKUP_FILE = /^leads-backup-\d{8}T\d{6}Z\.age$/;

/** leads-backup-20261126T030000Z.age for a run started at that moment (UTC). */
export const backupFileName = (at: Date) =>
  `leads-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.age`;

/** The oldest backups in the folder beyond `retain` are deleted; returns their names. */
export async function pruneFolder(dir: string, retain: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - retain));
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}

export type ObjectStore = {
  /** s3://bucket/prefix+name */
  location: (name: string) => string;
  upload: (name: string, file: string) => Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  download: (name: string) => Promise<Readable | undefined>;
  /** The backups in the bucket, oldest first. */
  list: () => Promise<string[]>;
  prune: (retain: number) => Promise<string[]>;
};

export function objectStore(env: Env): ObjectStore | undefined {
  const bucket = env.BACKUP_S3_BUCKET;
  if (!bucket) return undefined;
  const client = new S3Client({
    region: env.BACKUP_S3_REGION,
    ...(env.BACKUP_S3_ENDPOINT && { endpoint: env.BACKUP_S3_ENDPOINT, forcePathStyle: true }),
    ...(env.BACKUP_S3_ACCESS_KEY_ID &&
      env.BACKUP_S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY },
      }),
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer
    // default (CRC32 trailers on every upload). The file is authenticated by age anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${env.BACKUP_S3_PREFIX}${name}`;
  return {
    location: (name) => `s3://${bucket}/${key(name)}`,
    async upload(name, file) {
      // Multipart for large files, so a backup of any size streams from disk.
      await new Upload({ client, params: { Bucket: bucket, Key: key(name), Body: createReadStream(file) } }).done();
    },
    async download(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: env.BACKUP_S3_PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(env.BACKUP_S3_PREFIX.length);
          if (BACKUP_FILE.test(name)) names.push(name);
        }
        token = page.NextContinuationToken;
      } while (token);
      return names.sort();
    },
    async prune(retain) {
      const names = await this.list();
      const old = names.slice(0, Math.max(0, names.length - retain));
      // One by one: a few a day, and every S3-compatible service has DeleteObject.
      for (const name of old) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
      return old;
    },
  };
}
