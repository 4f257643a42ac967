import { openLines, type OpenLine } from '../../../../common/refunds';
import type { DbOrTx } from '../../../db/client';
import * as repo from './orders.repository';

/** What is still creditable of each line of an order: its invoice less its credit notes (common/refunds.ts). */
export async function openLinesOfOrder(
  db: DbOrTx,
  orderId: string,
  items?: repo.OrderItemRow[],
): Promise<OpenLine[]> {
  const [lines, credited] = await Promise.all([
    items ?? repo.itemsOfOrders(db, [orderId]),
    repo.creditedLinesOfOrder(db, orderId),
  ]);
  return openLines(lines, credited);
}
