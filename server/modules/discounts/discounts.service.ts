import {
  DISCOUNT_ADMIN_MESSAGES,
  type ApiDiscount,
  type DiscountBodyInput,
  type DiscountUpdateInput,
} from '../../../common/contracts/discounts';
import {
  DISCOUNT_MESSAGES,
  discountInputProblem,
  discountRefusal,
  normalizeCode,
  type DiscountBuyer,
  type DiscountInput,
  type DiscountLine,
  type DiscountRule,
} from '../../../common/discounts';
import { fromPaise, toPaise } from '../../../common/money';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors';
import * as repo from './discounts.repository';
import type { DiscountRow } from './discounts.repository';

/**
 * Discount codes (issue 46, decision 029): the owner's codes (add, list with their uses, change, delete or pause)
 * and the uses orders take and give back. The rules themselves are common/discounts.ts; checkout prices with them.
 */

/** A code's row as the rules read it. */
export function ruleOf(row: DiscountRow): DiscountRule & { id: string } {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categories: row.categories,
    brands: row.brands,
    firstOrderOnly: row.firstOrderOnly,
    used: row.used,
  };
}

export function discountToApi(row: DiscountRow, givenPaise: number): ApiDiscount {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? fromPaise(row.value) : row.value,
    minOrder: row.minOrderPaise === null ? null : fromPaise(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : fromPaise(row.maxDiscountPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categories: row.categories,
    brands: row.brands,
    firstOrderOnly: row.firstOrderOnly,
    used: row.used,
    totalGiven: fromPaise(givenPaise),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const paiseOrNull = (rupees: number | null | undefined) => (rupees == null ? null : toPaise(rupees));
const dateOrNull = (iso: string | null | undefined) => (iso == null ? null : new Date(iso));
/** Names without repeats (case aside), as typed. */
const names = (list: string[] | null | undefined) => [
  ...new Map((list ?? []).map((n) => [n.toLowerCase(), n])).values(),
];

/** The row's values from a full body: what is absent is null (no minimum, no dates, no limits, everything, active). */
function valuesOf(body: DiscountBodyInput): repo.NewDiscount {
  const kind = body.kind;
  return {
    code: body.code.trim().toUpperCase(),
    kind,
    value: kind === 'amount' ? toPaise(body.value) : kind === 'percent' ? body.value : 0,
    minOrderPaise: paiseOrNull(body.minOrder),
    maxDiscountPaise: paiseOrNull(body.maxDiscount),
    startsAt: dateOrNull(body.startsAt),
    endsAt: dateOrNull(body.endsAt),
    active: body.active ?? true,
    usageLimit: body.usageLimit ?? null,
    perCustomerLimit: body.perCustomerLimit ?? null,
    categories: names(body.categories),
    brands: names(body.brands),
    firstOrderOnly: body.firstOrderOnly ?? false,
  };
}

/** 400 with the form's sentence when the code's fields do not fit together (common/discounts.ts). */
function check(values: repo.NewDiscount, used = 0): void {
  const input: DiscountInput = {
    code: values.code,
    kind: values.kind,
    value: values.value,
    minOrderPaise: values.minOrderPaise ?? null,
    maxDiscountPaise: values.maxDiscountPaise ?? null,
    startsAt: values.startsAt ?? null,
    endsAt: values.endsAt ?? null,
    usageLimit: values.usageLimit ?? null,
    perCustomerLimit: values.perCustomerLimit ?? null,
  };
  const problem = discountInputProblem(input);
  if (problem) throw new ValidationError(problem);
  if (input.usageLimit !== null && input.usageLimit < used)
    throw new ValidationError(`The usage limit cannot be below the ${used} uses already taken`);
}

async function saving<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, 'discount_codes_code_uq'))
      throw new ValidationError(DISCOUNT_ADMIN_MESSAGES.duplicate);
    throw err;
  }
}

export async function listDiscounts(db: DbOrTx): Promise<ApiDiscount[]> {
  return (await repo.listCodes(db)).map((row) => discountToApi(row, row.givenPaise));
}

export async function addDiscount(db: DbOrTx, body: DiscountBodyInput): Promise<ApiDiscount> {
  const values = valuesOf(body);
  check(values);
  const row = await saving(repo.insertCode(db, values));
  return discountToApi(row, 0);
}

/** Changes the fields sent (null clears one); the whole code is checked again, under the row's lock. */
export async function updateDiscount(db: Db, id: string, body: DiscountUpdateInput): Promise<ApiDiscount> {
  const row = await db.transaction(async (tx) => {
    const old = await repo.lockCode(tx, id);
    if (!old) throw new NotFoundError(DISCOUNT_ADMIN_MESSAGES.notFound);
    const current = discountToApi(old, 0);
    const merged: DiscountBodyInput = {
      code: body.code ?? current.code,
      kind: body.kind ?? current.kind,
      value: body.value ?? current.value,
      minOrder: body.minOrder === undefined ? current.minOrder : body.minOrder,
      maxDiscount: body.maxDiscount === undefined ? current.maxDiscount : body.maxDiscount,
      startsAt: body.startsAt === undefined ? current.startsAt : body.startsAt,
      endsAt: body.endsAt === undefined ? current.endsAt : body.endsAt,
      active: body.active ?? current.active,
      usageLimit: body.usageLimit === undefined ? current.usageLimit : body.usageLimit,
      perCustomerLimit:
        body.perCustomerLimit === undefined ? current.perCustomerLimit : body.perCustomerLimit,
      categories: body.categories === undefined ? current.categories : body.categories,
      brands: body.brands === undefined ? current.brands : body.brands,
      firstOrderOnly: body.firstOrderOnly ?? current.firstOrderOnly,
    };
    // A percent code turned into an amount code keeps no percent as rupees: the value sent is what counts.
    if (body.kind !== undefined && body.kind !== old.kind && body.value === undefined)
      throw new ValidationError('Send the value with the new kind');
    const values = valuesOf(merged);
    check(values, old.used);
    return saving(repo.updateCode(tx, id, values));
  });
  return discountToApi(row!, await repo.givenPaise(db, id));
}

/** A code never used is deleted; a used one is paused instead (its orders keep pointing at it). */
export async function deleteDiscount(
  db: Db,
  id: string,
): Promise<{ deleted: boolean; discount: ApiDiscount | null }> {
  return db.transaction(async (tx) => {
    const row = await repo.lockCode(tx, id);
    if (!row) throw new NotFoundError(DISCOUNT_ADMIN_MESSAGES.notFound);
    if (!(await repo.wasRedeemed(tx, id))) {
      await repo.deleteCode(tx, id);
      return { deleted: true, discount: null };
    }
    const paused = await repo.updateCode(tx, id, { active: false });
    return { deleted: false, discount: discountToApi(paused!, await repo.givenPaise(tx, id)) };
  });
}

// ---------------------------------------------------------------- orders' uses

/** A code an order asks for, with what the buyer has done with it: what checkout prices with. */
export interface OrderDiscount {
  rule: DiscountRule & { id: string };
  buyer: DiscountBuyer;
}

/**
 * The code a buyer typed, with their uses of it and their earlier orders; 400 "This code is not valid" for one
 * that is malformed or unknown. The uses of the buyer's online orders still waiting for payment are left out:
 * placing the order replaces them (or answers with the same one). The order's transaction counts every use again
 * (redeemDiscount), once the orders it replaces have given theirs back.
 */
export async function discountForOrder(db: DbOrTx, typed: string, userId: string): Promise<OrderDiscount> {
  const code = normalizeCode(typed);
  const row = code ? await repo.findCode(db, code) : null;
  if (!row) throw new ValidationError(DISCOUNT_MESSAGES.invalid);
  const buyer = {
    uses: row.perCustomerLimit === null ? 0 : await repo.usesOfBuyer(db, row.id, userId, { waiting: false }),
    earlierOrders: row.firstOrderOnly ? await repo.placedOrdersOfBuyer(db, userId) : 0,
  };
  return { rule: ruleOf(row), buyer };
}

/**
 * Takes the order's use of its code, inside the order's transaction (after the account's checkout lock): the
 * conditional update (active, within its dates, used < limit), then the buyer's uses and first order counted
 * again under that lock, then the redemption row (unique per order). 400 with the reason when it cannot be taken;
 * the transaction then writes nothing.
 */
export async function redeemDiscount(
  tx: DbOrTx,
  use: {
    discountId: string;
    orderId: string;
    userId: string;
    amountPaise: number;
    now: Date;
    lines: DiscountLine[];
  },
): Promise<void> {
  const taken = await repo.takeUse(tx, use.discountId, use.now);
  if (!taken) {
    const row = await repo.findCodeById(tx, use.discountId);
    const reason = row
      ? discountRefusal(ruleOf(row), { now: use.now, lines: use.lines, buyer: { uses: 0, earlierOrders: 0 } })
      : null;
    throw new ValidationError(reason ?? DISCOUNT_MESSAGES.usedUp);
  }
  if (taken.perCustomerLimit !== null) {
    const uses = await repo.usesOfBuyer(tx, taken.id, use.userId, { waiting: true });
    if (uses >= taken.perCustomerLimit) throw new ValidationError(DISCOUNT_MESSAGES.usedByYou);
  }
  if (taken.firstOrderOnly && (await repo.placedOrdersOfBuyer(tx, use.userId, use.orderId)) > 0)
    throw new ValidationError(DISCOUNT_MESSAGES.firstOrder);
  await repo.insertRedemption(tx, {
    discountId: use.discountId,
    orderId: use.orderId,
    userId: use.userId,
    amountPaise: use.amountPaise,
  });
}

/** Gives an order's use back (an order that ended unpaid); once, whoever calls it. */
export const releaseDiscountUse = (tx: DbOrTx, orderId: string) => repo.releaseUse(tx, orderId);
