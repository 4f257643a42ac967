import { fork } from 'node:child_process';
import type { AppConfig } from '../config';
import { migrateDatabase, migrationsPending, openDatabase } from './client';
import { seedDemo, type Credentials } from './seed';

/**
 * The demo catalog seeded in a child process (issue 49): drawing 100-odd images with sharp and writing them,
 * in one transaction, left the server holding about 110 MB more for the rest of its life (libvips and its
 * malloc arenas, V8's heap grown by the seed's buffers, on PGlite the WebAssembly memory the transaction
 * touched, which never shrinks): a first start rested at 268–277 MB, a restart at 154–159. The child is the
 * same entry the server was started with (`dist/app/main.js`, or `server/dev.ts` under tsx) with the same
 * Node flags, asked by SEED_CHILD_FLAG to seed and exit; its answer comes back over the IPC channel.
 */

export const SEED_CHILD_FLAG = '--seed-demo-child';

export type SeedResult = { seeded: boolean; customer?: Credentials };

/** True in the child process started by seedDemoInChild. */
export const isSeedChild = (argv = process.argv) => argv.includes(SEED_CHILD_FLAG);

/**
 * Seeds the demo shop in a child process and answers what seedDemo answered there. On PGlite the caller must
 * have closed its own database first: the data dir has one owner at a time (decision 017).
 */
export function seedDemoInChild(): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    // process.execArgv by default: the same --max-old-space-size and friends, and tsx's loader in dev.
    const child = fork(process.argv[1], [SEED_CHILD_FLAG], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: SeedResult | undefined;
    child.on('message', (m) => (result = m as SeedResult));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`Seeding the demo catalog failed (child exited with ${code ?? signal})`));
    });
  });
}

/** The child's whole life: open the database, migrate it when the server would, seed it, send the result, close. */
export async function runSeedChild(config: AppConfig): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    statementTimeoutMs: config.timeouts.dbStatementMs,
  });
  try {
    // On a new PGlite data dir the child is the first to open it, before the server has migrated it.
    if (config.migrateOnStart) await migrateDatabase(database);
    const result: SeedResult =
      config.migrateOnStart || !(await migrationsPending(database))
        ? await seedDemo(database.db, config)
        : { seeded: false };
    await new Promise<void>((resolve, reject) =>
      process.send!(result, (err: Error | null) => (err ? reject(err) : resolve())),
    );
  } finally {
    await database.close();
  }
  process.disconnect?.();
}
