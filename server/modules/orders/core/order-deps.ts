import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';

/** What the orders area's services are given: the database, the configuration and a logger (the Fastify app has all three). */
export interface OrderDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}
