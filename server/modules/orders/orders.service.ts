import type { SessionUser } from '../auth';
import { type ApiOrder, getOrderForViewer, type OrderDeps, orderToApi, repo } from './core';
import { afterSaleOf } from './returns';

// ---------------------------------------------------------------- reading

/** An order as its buyer reads it: the shop's order, its credit notes, refunds and returns, and what may be done now. */
export type CustomerOrder = ApiOrder &
  Partial<Awaited<ReturnType<typeof afterSaleOf>> extends Map<string, infer A> ? A : never>;

/** The user's own orders, newest first. */
export async function listOrders(deps: OrderDeps, userId: string): Promise<CustomerOrder[]> {
  const rows = await repo.ordersOfUser(deps.db, userId);
  const ids = rows.map((r) => r.id);
  const items = await repo.itemsOfOrders(deps.db, ids);
  const notes = await repo.creditNotesOfOrders(deps.db, ids);
  const after = await afterSaleOf(deps.db, rows, items, notes);
  return rows.map((r) => ({
    ...orderToApi(
      r,
      items.filter((i) => i.orderId === r.id),
      undefined,
      notes.find((n) => n.orderId === r.id),
    ),
    ...after.get(r.id),
  }));
}

export async function getOrderDetails(
  deps: OrderDeps,
  user: SessionUser,
  orderId: string,
): Promise<CustomerOrder> {
  const { order, items } = await getOrderForViewer(deps, user, orderId);
  const notes = await repo.creditNotesOfOrder(deps.db, order.id);
  const after = await afterSaleOf(deps.db, [order], items, notes);
  return { ...orderToApi(order, items, undefined, notes[0]), ...after.get(order.id) };
}
