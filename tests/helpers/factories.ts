import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../server/db/client';
import { addresses, categories, products, subcategories, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password';
import { createSession, sessionCookieName } from '../../server/modules/auth/session.service';
import { basePriceFromSale } from '../../common/money';
import { stateForPincode } from '../../common/gst/pincode-states';
import { formatGiftCardCode, giftCardLast4 } from '../../common/giftcards';
import { hashGiftCardCode, insertCard, newGiftCardCode } from '../../server/modules/giftcards';

export const DEFAULT_PASSWORD = 'correct-horse-battery';
let defaultHash: Promise<string> | undefined;
const uniq = () => crypto.randomBytes(4).toString('hex');

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A user (customer unless role says admin) whose password is DEFAULT_PASSWORD unless given. */
export async function createUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...rest } = overrides;
  const passwordHash = password
    ? await hashPassword(password)
    : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({ userName: `User ${uniq()}`, email: `user-${uniq()}@example.com`, passwordHash, ...rest })
    .returning();
  return row;
}

export const createAdmin = (db: DbOrTx, overrides: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, { role: 'admin', userName: 'Admin', ...overrides });

/** A session cookie header for the user, without going through the login route. */
export async function loginAs(app: FastifyInstance, user: { id: string }): Promise<string> {
  const token = await createSession(app.db, app.config, user.id);
  return `${sessionCookieName(app.config)}=${token}`;
}

export async function createCategory(
  db: DbOrTx,
  overrides: Partial<typeof categories.$inferInsert> & { subcategories?: string[] } = {},
) {
  const { subcategories: subs = [], ...rest } = overrides;
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${uniq()}`, kind: 'category', image: '', ...rest })
    .returning();
  const subRows = subs.length
    ? await db
        .insert(subcategories)
        .values(subs.map((name) => ({ categoryId: row.id, name })))
        .returning()
    : [];
  return { ...row, subcategories: subRows };
}

/**
 * A product with sensible defaults: ₹118.00 incl. 18 % GST (9 + 9), 50 in stock.
 * Give salePricePaise and rates; the base price is derived as the server does.
 */
export async function createProduct(
  db: DbOrTx,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const salePricePaise = overrides.salePricePaise ?? 11800;
  const cgstPercent = overrides.cgstPercent ?? 9;
  const sgstPercent = overrides.sgstPercent ?? 9;
  const [row] = await db
    .insert(products)
    .values({
      title: `Product ${uniq()}`,
      description: 'A test product',
      image: 'http://shop.test/uploads/test.webp',
      category: 'Wires & Cables',
      subcategory: 'House Wire',
      brand: 'Voltline',
      hsn: '8544',
      totalStock: 50,
      pricePaise: basePriceFromSale(salePricePaise, cgstPercent, sgstPercent),
      ...overrides,
      salePricePaise,
      cgstPercent,
      sgstPercent,
    })
    .returning();
  return row;
}

/** An address, in Pune (411005, Maharashtra) unless told; its state is the pincode's unless given. */
export async function createAddress(
  db: DbOrTx,
  userId: string,
  overrides: Partial<typeof addresses.$inferInsert> = {},
) {
  const pincode = overrides.pincode ?? '411005';
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      address: '12, MG Road, Shivaji Nagar',
      city: 'Pune',
      pincode,
      phone: '9876543210',
      notes: 'Ring the bell',
      stateCode: stateForPincode(pincode)?.code ?? null,
      ...overrides,
    })
    .returning();
  return row;
}

/** An issued gift card of `balancePaise`, valid 30 days, sent to `email` (or held by `userId`); its id and code. */
export async function createGiftCard(
  db: DbOrTx,
  opts: { balancePaise: number; email?: string; userId?: string },
): Promise<{ id: string; code: string }> {
  const code = newGiftCardCode();
  const row = await insertCard(
    db,
    {
      codeHash: hashGiftCardCode(code),
      last4: giftCardLast4(code),
      source: 'issued',
      initialPaise: opts.balancePaise,
      balancePaise: opts.balancePaise,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      recipientEmail: opts.email ?? null,
      userId: opts.userId ?? null,
    },
    { kind: 'issued' },
  );
  return { id: row.id, code: formatGiftCardCode(code) };
}
