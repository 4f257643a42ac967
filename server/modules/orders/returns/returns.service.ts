import {
  PAYOUT_MESSAGES,
  type AdminReturn,
  type ApiReturn,
  type OrderActions,
  type ReturnPayoutValue,
  type ReturnRequestInput,
  type ReturnUpdateInput,
} from '../../../../common/contracts/returns';
import { giveBackSplit } from '../../../../common/giftcards';
import { fromPaise } from '../../../../common/money';
import { openLines, returnPart, wholeParts, type OpenLine } from '../../../../common/refunds';
import {
  canCancel,
  canReturn,
  cancelDeadline,
  restockingPercent,
  returnDeadline,
  type ReturnCondition,
  type ReturnsPolicy,
} from '../../../../common/returns';
import type { Db, DbOrTx } from '../../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { Storage } from '../../../storage/storage';
import type { SessionUser } from '../../auth';
import { storeCustomerPhoto } from '../../images';
import { getSettings } from '../../settings';
import {
  type CreditNoteRow,
  openLinesOfOrder,
  type OrderDeps,
  type OrderItemRow,
  type OrderRow,
  releaseReservation,
  repo as orderRepo,
  returnToStock,
} from '../core';
import {
  afterCreate,
  createRefund,
  mailNewReturn,
  mailOrderCancelled,
  mailReturnDecision,
  refundLeftPaise,
  refundRepo,
  type RefundRow,
  refundToApi,
} from '../refunds';
import * as repo from './returns.repository';
import type { ReturnLineRow, ReturnRow } from './returns.repository';

/**
 * The rest of an order's life: the buyer cancels within the window, or asks to return delivered
 * goods; the owner approves or rejects, receives the goods and sets each line's condition (which sets its
 * restocking fee and whether it goes back to stock), and refunds. The windows and fees are the shop's policy
 * (Settings; common/returns.ts); the refunds and their credit notes are refunds.service.ts's.
 */

export const CANCEL_MESSAGES = {
  cancelled: 'Your order is cancelled',
  cancelledRefund: 'Your order is cancelled and your refund is on its way',
  ended: 'This order has already ended',
  dispatched:
    'This order has left the shop, so it can no longer be cancelled. You can return it once it is delivered.',
  window: (hours: number) =>
    `An order can be cancelled within ${hours} hour${hours === 1 ? '' : 's'} of placing it`,
} as const;

export const RETURN_MESSAGES = {
  requested: 'Your return request is sent. The shop will reply by e-mail.',
  notDelivered: 'Items can be returned once the order is delivered',
  window: (days: number) => `Items can be returned within ${days} day${days === 1 ? '' : 's'} of delivery`,
  unknownLine: 'This order has no such item',
  tooMany: (title: string, n: number) => `You can return at most ${n} of ${title}`,
  already: (title: string) => `${title} is already in a return request`,
} as const;

// ---------------------------------------------------------------- what an order answers

interface AfterSale {
  creditNotes: { number: string; issuedAt: string; reason: string; total: number }[];
  refunds: ReturnType<typeof refundToApi>[];
  returns: ApiReturn[];
  actions: OrderActions;
  cancelledAt: string | null;
}

const sumLines = (lines: ReturnLineRow[]) => lines.reduce((sum, l) => sum + (l.refundPaise ?? 0), 0);

function returnToApi(ret: ReturnRow, lines: ReturnLineRow[], items: OrderItemRow[]): ApiReturn {
  const received = lines.every((l) => l.refundPaise !== null);
  return {
    _id: ret.id,
    orderId: ret.orderId,
    status: ret.status,
    reason: ret.reason,
    note: ret.note,
    ownerNote: ret.ownerNote,
    photos: ret.photos,
    lines: lines.map((l) => {
      const item = items.find((i) => i.id === l.orderItemId);
      return {
        productId: l.productId,
        title: item?.title ?? '',
        image: item?.image ?? '',
        quantity: l.quantity,
        condition: (l.condition as ReturnCondition | null) ?? null,
        restock: l.restock ?? null,
        feePercent: l.feePercent ?? null,
        refundAmount: l.refundPaise === null ? null : fromPaise(l.refundPaise),
      };
    }),
    refundAmount: received && lines.length ? fromPaise(sumLines(lines)) : null,
    createdAt: ret.createdAt.toISOString(),
    updatedAt: ret.updatedAt.toISOString(),
  };
}

/** Units of each line already in a return that is not rejected. */
function unitsInReturns(lines: ReturnLineRow[], returns: ReturnRow[]) {
  const active = new Set(returns.filter((r) => r.status !== 'rejected').map((r) => r.id));
  const units = new Map<string, number>();
  for (const l of lines)
    if (active.has(l.returnId)) units.set(l.orderItemId, (units.get(l.orderItemId) ?? 0) + l.quantity);
  return units;
}

/** What the buyer may do with an order now, and until when. */
export function actionsFor(
  order: OrderRow,
  items: OrderItemRow[],
  ctx: {
    returns: ReturnRow[];
    returnLines: ReturnLineRow[];
    refunds: RefundRow[];
    policy: ReturnsPolicy;
    now: Date;
  },
): OrderActions {
  const ended = order.orderStatus === 'rejected';
  const cancellable = !ended && canCancel(order, ctx.now, ctx.policy);
  const inReturns = unitsInReturns(ctx.returnLines, ctx.returns);
  // A line already in a return is not offered again; the rest of the order may be.
  const returnable = items
    .filter((i) => !inReturns.has(i.id))
    .map((i) => ({
      productId: i.productId,
      quantity: i.quantity,
      unitValue: fromPaise(Math.round(i.lineTotalPaise / i.quantity)),
    }));
  const delivered = order.orderStatus === 'delivered' && order.deliveredAt !== null;
  return {
    canCancel: cancellable,
    cancelUntil:
      !ended && ['pending', 'confirmed', 'inProcess'].includes(order.orderStatus)
        ? cancelDeadline(order.orderDate, ctx.policy).toISOString()
        : null,
    canReturn: canReturn(order, ctx.now, ctx.policy) && returnable.length > 0,
    returnUntil:
      delivered && order.deliveredAt ? returnDeadline(order.deliveredAt, ctx.policy).toISOString() : null,
    returnable,
    ...cancelMoney(order, ctx.refunds),
  };
}

/** The credit notes, refunds, returns and actions of these orders, for their answers. */
export async function afterSaleOf(
  db: DbOrTx,
  orders: OrderRow[],
  items: OrderItemRow[],
  notes: CreditNoteRow[],
  now = new Date(),
): Promise<Map<string, AfterSale>> {
  const ids = orders.map((o) => o.id);
  const [refunds, returns, policy] = await Promise.all([
    refundRepo.refundsOfOrders(db, ids),
    repo.returnsOfOrders(db, ids),
    getSettings(db).then((s) => s.returns),
  ]);
  const lines = await repo.linesOfReturns(
    db,
    returns.map((r) => r.id),
  );
  const result = new Map<string, AfterSale>();
  for (const order of orders) {
    const own = <T extends { orderId: string }>(rows: T[]) => rows.filter((r) => r.orderId === order.id);
    const orderItems = own(items);
    const orderNotes = own(notes);
    const orderRefunds = own(refunds);
    const orderReturns = own(returns);
    const orderLines = lines.filter((l) => orderReturns.some((r) => r.id === l.returnId));
    result.set(order.id, {
      creditNotes: orderNotes.map((n) => ({
        number: n.number,
        issuedAt: n.issuedAt.toISOString(),
        reason: n.reason,
        total: fromPaise(n.totalPaise),
      })),
      refunds: orderRefunds.map((r) => refundToApi(r, orderNotes)),
      returns: orderReturns.map((r) =>
        returnToApi(
          r,
          orderLines.filter((l) => l.returnId === r.id),
          orderItems,
        ),
      ),
      actions: actionsFor(order, orderItems, {
        returns: orderReturns,
        returnLines: orderLines,
        refunds: orderRefunds,
        policy,
        now,
      }),
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
    });
  }
  return result;
}

// ---------------------------------------------------------------- the buyer cancels

/**
 * The buyer cancels an order of theirs (POST /api/shop/order/cancel/{orderId}) within the window and before it is
 * dispatched. It ends rejected. Paid online: its goods go back to stock and all that is left of its payment is
 * refunded, a gift card's part back to the card at once and the rest through the provider (the refund's credit note cancels the invoice when it completes). Unpaid (online,
 * or cash on delivery): its held stock is released and its payment ends failed. 404 for another buyer's order.
 */
export async function cancelOrder(deps: OrderDeps, user: SessionUser, orderId: string, now = new Date()) {
  const policy = (await getSettings(deps.db)).returns;
  const done = await deps.db.transaction(async (tx) => {
    const order = await orderRepo.lockOrder(tx, orderId);
    if (!order || order.userId !== user.id) throw new NotFoundError('Order not found');
    if (order.orderStatus === 'rejected') throw new ConflictError(CANCEL_MESSAGES.ended);
    if (!canCancel(order, now, policy)) {
      const dispatched = !['pending', 'confirmed', 'inProcess'].includes(order.orderStatus);
      throw new ConflictError(
        dispatched ? CANCEL_MESSAGES.dispatched : CANCEL_MESSAGES.window(policy.cancelWithinHours),
      );
    }
    await orderRepo.cancelOrderRow(tx, order.id, now);
    const items = await orderRepo.itemsOfOrders(tx, [order.id]);
    if (order.paymentStatus !== 'paid') {
      await releaseReservation(tx, order.id);
      await orderRepo.markFailed(tx, order.id);
      return { order, refund: null };
    }
    await returnToStock(tx, items);
    const refunds = await refundRepo.refundsOfOrders(tx, [order.id]);
    const left = refundLeftPaise(order, refunds);
    if (left === 0) return { order, refund: null };
    const open = openLines(items, await orderRepo.creditedLinesOfOrder(tx, order.id));
    const refund = await createRefund(tx, order, {
      amountPaise: left,
      reason: 'cancelled',
      parts: wholeParts(open),
      method: 'provider',
    });
    return { order, refund };
  });
  if (done.refund) await afterCreate(deps, done.refund, done.order);
  mailOrderCancelled(
    deps,
    done.order,
    done.refund?.amountPaise ?? 0,
    policy.refundDays,
    done.refund?.giftCardPaise ?? 0,
  );
  return { message: done.refund ? CANCEL_MESSAGES.cancelledRefund : CANCEL_MESSAGES.cancelled };
}

// ---------------------------------------------------------------- the buyer asks to return

interface CheckedLine {
  item: OrderItemRow;
  quantity: number;
}

/** The rules of a return request against the order as it stands; the lines to store. */
async function checkReturn(
  db: DbOrTx,
  user: SessionUser,
  order: OrderRow | null,
  body: ReturnRequestInput,
  policy: ReturnsPolicy,
  now: Date,
): Promise<CheckedLine[]> {
  if (!order || order.userId !== user.id) throw new NotFoundError('Order not found');
  if (!canReturn(order, now, policy)) {
    throw new ConflictError(
      order.orderStatus === 'delivered'
        ? RETURN_MESSAGES.window(policy.returnWithinDays)
        : RETURN_MESSAGES.notDelivered,
    );
  }
  // A cash order is refunded by transfer, to where the buyer says, unless they ask for store credit; an online one
  // to the account that paid.
  if (order.paymentMethod === 'cod' && !body.payout && !body.storeCredit)
    throw new ValidationError(PAYOUT_MESSAGES.needed);
  if (order.paymentMethod !== 'cod' && body.payout) throw new ValidationError(PAYOUT_MESSAGES.online);
  const items = await orderRepo.itemsOfOrders(db, [order.id]);
  const active = await repo.activeReturnLinesOfOrder(db, order.id);
  return body.lines.map((line) => {
    const item = items.find((i) => i.productId === line.productId);
    if (!item) throw new ValidationError(RETURN_MESSAGES.unknownLine);
    if (active.some((a) => a.orderItemId === item.id))
      throw new ConflictError(RETURN_MESSAGES.already(item.title));
    if (line.quantity > item.quantity)
      throw new ValidationError(RETURN_MESSAGES.tooMany(item.title, item.quantity));
    return { item, quantity: line.quantity };
  });
}

/**
 * The buyer asks to return lines of a delivered order within the window (POST /api/shop/order/return/{orderId}).
 * The photos are stored first (sniffed and resized) and removed again when the request is refused; the request
 * is checked again under the order's lock and stored with its lines. The owner is mailed.
 */
export async function requestReturn(
  deps: OrderDeps,
  storage: Storage,
  user: SessionUser,
  orderId: string,
  body: {
    lines: { productId: string; quantity: number }[];
    reason: ReturnRow['reason'];
    note: string;
    payout?: ReturnPayoutValue;
    storeCredit?: boolean;
  },
  photos: Buffer[],
  now = new Date(),
) {
  const policy = (await getSettings(deps.db)).returns;
  await checkReturn(deps.db, user, await orderRepo.findOrder(deps.db, orderId), body, policy, now);
  const stored: { key: string; url: string }[] = [];
  try {
    for (const bytes of photos) stored.push(await storeCustomerPhoto(storage, bytes));
    const { order, lines } = await deps.db.transaction(async (tx) => {
      const locked = await orderRepo.lockOrder(tx, orderId);
      const checked = await checkReturn(tx, user, locked, body, policy, now);
      await repo.insertReturn(
        tx,
        {
          orderId,
          userId: user.id,
          reason: body.reason,
          note: body.note,
          photos: stored.map((s) => s.url),
          payout: body.payout ?? null,
          storeCredit: body.storeCredit ?? false,
          createdAt: now,
          updatedAt: now,
        },
        checked.map((c) => ({ orderItemId: c.item.id, productId: c.item.productId, quantity: c.quantity })),
      );
      return { order: locked as OrderRow, lines: checked };
    });
    mailNewReturn(deps, order, {
      reason: body.reason,
      note: body.note,
      lines: lines.map((l) => ({ title: l.item.title, quantity: l.quantity })),
    });
    return { message: RETURN_MESSAGES.requested };
  } catch (err) {
    await Promise.all(stored.map((s) => storage.delete(s.key).catch(() => undefined)));
    throw err;
  }
}

// ---------------------------------------------------------------- the owner

export const RETURN_UPDATE_MESSAGES = {
  approved: 'Return approved. The customer is told to send the items back.',
  rejected: 'Return rejected. The customer is told why.',
  received: 'Items received. Check the refund and send it.',
  refunded: 'Refund sent.',
  from: (status: string, allowed: string) =>
    `This return is ${status}: it can only be marked so when it is ${allowed}`,
  allLines: 'Please set the condition of every item in the return',
  nothing: 'There is nothing to refund for this return',
} as const;

const NEXT_FROM: Record<ReturnUpdateInput['status'], ReturnRow['status'][]> = {
  approved: ['requested'],
  rejected: ['requested', 'approved'],
  received: ['approved'],
  refunded: ['received'],
};

/** One return as the owner sees it. */
async function adminReturn(db: DbOrTx, id: string): Promise<AdminReturn> {
  const row = await repo.findReturnWithOrder(db, id);
  if (!row) throw new NotFoundError('Return not found');
  return (await adminReturns(db, [row]))[0];
}

async function adminReturns(
  db: DbOrTx,
  rows: { ret: ReturnRow; order: OrderRow; userName: string | null; email: string | null }[],
): Promise<AdminReturn[]> {
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  const [items, lines, refunds, notes] = await Promise.all([
    orderRepo.itemsOfOrders(db, orderIds),
    repo.linesOfReturns(
      db,
      rows.map((r) => r.ret.id),
    ),
    refundRepo.refundsOfOrders(db, orderIds),
    orderRepo.creditNotesOfOrders(db, orderIds),
  ]);
  return rows.map(({ ret, order, userName, email }) => {
    const refund = [...refunds].reverse().find((r) => r.returnId === ret.id);
    return {
      ...returnToApi(
        ret,
        lines.filter((l) => l.returnId === ret.id),
        items.filter((i) => i.orderId === order.id),
      ),
      orderNumber: order.orderNumber,
      customerName: userName ?? order.contactName,
      customerEmail: email ?? order.contactEmail,
      paymentMethod: order.paymentMethod,
      orderTotal: fromPaise(order.totalAmountPaise),
      refund: refund
        ? refundToApi(
            refund,
            notes.filter((n) => n.orderId === order.id),
          )
        : null,
      payout: ret.payout ?? null,
      storeCredit: ret.storeCredit,
    };
  });
}

/** GET /api/admin/returns/get: one status (or all), newest first, with the counts per status. */
export async function listReturnsForAdmin(
  db: Db,
  q: { status?: ReturnRow['status']; page: number; limit: number },
) {
  const [rows, counts] = await Promise.all([
    repo.listReturns(db, q.status, q.limit, (q.page - 1) * q.limit),
    repo.countReturnsByStatus(db),
  ]);
  const all = { requested: 0, approved: 0, received: 0, refunded: 0, rejected: 0, ...counts };
  const total = q.status ? all[q.status] : Object.values(all).reduce((a, b) => a + b, 0);
  return {
    data: await adminReturns(db, rows),
    pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
    counts: all,
  };
}

/** The value each received line gives back: its units as invoiced less the restocking fee of its condition. */
function receiptOf(open: OrderLineOpen, condition: ReturnCondition, policy: ReturnsPolicy) {
  const feePercent = restockingPercent(condition, policy);
  return { feePercent, refundPaise: returnPart(open.line, open.quantity, feePercent).goodsPaise };
}
type OrderLineOpen = { line: OpenLine; quantity: number };

/**
 * The owner's next step on a return (PUT /api/admin/returns/update/{returnId}): approve or reject it (with a note
 * to the buyer), receive the goods (each line's condition sets its fee and whether it goes back to stock), or
 * refund what the received lines give back (through the provider, a transfer for a cash order, or store credit
 * for either; a gift card's part of the order goes back to it first). Each step
 * only from the one before it (409 otherwise).
 */
export async function updateReturn(
  deps: OrderDeps,
  returnId: string,
  body: ReturnUpdateInput,
): Promise<{ message: string; data: AdminReturn }> {
  const policy = (await getSettings(deps.db)).returns;
  const done = await deps.db.transaction(async (tx) => {
    const ret = await repo.findReturn(tx, returnId);
    if (!ret) throw new NotFoundError('Return not found');
    // The order first, then the return: the same lock order as a refund's.
    const order = await orderRepo.lockOrder(tx, ret.orderId);
    const locked = await repo.lockReturn(tx, returnId);
    if (!order || !locked) throw new NotFoundError('Return not found');
    const allowed = NEXT_FROM[body.status];
    if (!allowed.includes(locked.status)) {
      throw new ConflictError(RETURN_UPDATE_MESSAGES.from(locked.status, allowed.join(' or ')));
    }
    const lines = await repo.linesOfReturns(tx, [returnId]);
    if (body.status === 'approved' || body.status === 'rejected') {
      await repo.setReturnStatus(tx, returnId, { status: body.status, ownerNote: body.note ?? '' });
      return {
        order,
        refund: null,
        decision: { approved: body.status === 'approved', note: body.note ?? '' },
      };
    }
    if (body.status === 'received') {
      if (
        body.lines.length !== lines.length ||
        lines.some((l) => !body.lines.some((b) => b.productId === l.productId))
      ) {
        throw new ValidationError(RETURN_UPDATE_MESSAGES.allLines);
      }
      const open = await openLinesOfOrder(tx, order.id);
      for (const line of lines) {
        const given = body.lines.find((b) => b.productId === line.productId);
        const openLine = open.find((o) => o.orderItemId === line.orderItemId);
        if (!given || !openLine) throw new ValidationError(RETURN_UPDATE_MESSAGES.allLines);
        const receipt = receiptOf({ line: openLine, quantity: line.quantity }, given.condition, policy);
        await repo.setLineReceipt(tx, line.id, {
          condition: given.condition,
          restock: given.restock,
          ...receipt,
        });
      }
      await returnToStock(
        tx,
        lines
          .filter((l) => body.lines.find((b) => b.productId === l.productId)?.restock)
          .map((l) => ({ productId: l.productId, quantity: l.quantity })),
      );
      await repo.setReturnStatus(tx, returnId, { status: 'received' });
      return { order, refund: null, decision: null };
    }
    const amountPaise = sumLines(lines);
    if (amountPaise <= 0) throw new ConflictError(RETURN_UPDATE_MESSAGES.nothing);
    const refund = await createRefund(tx, order, {
      amountPaise,
      reason: 'returned',
      parts: lines.map((l) => ({
        orderItemId: l.orderItemId,
        quantity: l.quantity,
        goodsPaise: l.refundPaise ?? 0,
        chargePaise: 0,
      })),
      method: body.method ?? 'provider',
      reference: body.reference,
      returnId,
    });
    await repo.setReturnStatus(tx, returnId, { status: 'refunded' });
    return { order, refund, decision: null };
  });
  if (done.decision) mailReturnDecision(deps, done.order, done.decision.approved, done.decision.note);
  if (done.refund) await afterCreate(deps, done.refund, done.order);
  return { message: RETURN_UPDATE_MESSAGES[body.status], data: await adminReturn(deps.db, returnId) };
}

/**
 * What cancelling the order now gives back, as the buyer is told before confirming (decision 033): a paid online
 * order's refund, the gift card's part first (at once) and the rest to the way it was paid; an unpaid order's whole
 * card part; nothing else.
 */
function cancelMoney(
  order: OrderRow,
  refunds: RefundRow[],
): Pick<OrderActions, 'cancelRefund' | 'cancelToCard'> {
  if (order.paymentStatus !== 'paid')
    return { cancelRefund: 0, cancelToCard: fromPaise(order.giftCardPaise - order.giftCardReturnedPaise) };
  if (order.paymentMethod === 'cod') return { cancelRefund: 0, cancelToCard: 0 };
  const split = giveBackSplit(
    refundLeftPaise(order, refunds),
    order.giftCardPaise,
    order.giftCardReturnedPaise,
  );
  return { cancelRefund: fromPaise(split.toPaymentPaise), cancelToCard: fromPaise(split.toCardPaise) };
}
