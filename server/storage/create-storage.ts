import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { DatabaseStorage } from './database-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage the app uses, from its config (STORAGE / S3_URL / DATABASE_URL; see AppConfig.storage). */
export function createStorage(
  config: Pick<AppConfig, 'uploadsDir' | 'publicUrl' | 'storage'>,
  db: DbOrTx,
): Storage {
  const uploadsUrl = `${config.publicUrl}/uploads`;
  switch (config.storage.driver) {
    case 'database':
      return new DatabaseStorage(db, uploadsUrl);
    case 's3':
      if (!config.storage.s3) throw new Error('STORAGE=s3 needs S3_URL');
      return new S3Storage(config.storage.s3, uploadsUrl);
    default:
      return new LocalStorage(config.uploadsDir, uploadsUrl);
  }
}
