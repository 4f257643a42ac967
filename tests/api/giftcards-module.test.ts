import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GIFT_CARD_ADMIN_MESSAGES } from '../../common/contracts/giftcards';
import { giftCardEntries, giftCards, refunds } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { startGiftCardExpiry } from '../../server/modules/giftcards/giftcard-expiry';
import { hashGiftCardCode } from '../../server/modules/giftcards/giftcard-code';
import { insertCard, moveBalance } from '../../server/modules/giftcards/giftcards.repository';
import { issueGiftCard, updateGiftCard } from '../../server/modules/giftcards/giftcards.service';
import { testApp, type TestApp } from '../helpers/app';
import { createAdmin } from '../helpers/factories';
import { countRows } from '../helpers/orders';

/**
 * The gift card module's server side below its routes (issue 47): the ledger's one conditional update and its
 * entries, the owner's change at its limits with a fixed clock, a code that collides, the expiry sweeper started
 * and stopped, and the issue's mail only when there is an address.
 */

let t: TestApp;
let actor: string;
const DAY = 86_400_000;
const NOW = new Date('2026-11-28T10:00:00.000Z');
beforeAll(async () => {
  t = await testApp({ logs: true });
  actor = (await createAdmin(t.db)).id;
});

let n = 0;
const card = (over: Partial<typeof giftCards.$inferInsert> = {}) =>
  t.db.transaction((tx) =>
    insertCard(
      tx,
      {
        codeHash: `module-${++n}`,
        last4: 'ABCD',
        source: 'issued',
        initialPaise: 10_000,
        balancePaise: 10_000,
        expiresAt: new Date(NOW.getTime() + 365 * DAY),
        ...over,
      },
      { kind: 'issued' },
    ),
  );
const entriesOf = (cardId: string) =>
  t.db.select().from(giftCardEntries).where(eq(giftCardEntries.cardId, cardId));

describe('insertCard and moveBalance', () => {
  it('writes the first entry with what it is given: order number, refund, note, actor', async () => {
    const refundId = crypto.randomUUID();
    const row = await t.db.transaction((tx) =>
      insertCard(
        tx,
        {
          codeHash: `module-${++n}`,
          last4: 'WXYZ',
          source: 'storeCredit',
          initialPaise: 500,
          balancePaise: 500,
          expiresAt: NOW,
        },
        {
          kind: 'refundCredit',
          orderNumber: 'ORD-7',
          refundId,
          note: 'Return of 2 switches',
          actorId: actor,
        },
      ),
    );
    expect(await entriesOf(row.id)).toMatchObject([
      {
        kind: 'refundCredit',
        amountPaise: 500,
        balanceAfterPaise: 500,
        orderId: null,
        orderNumber: 'ORD-7',
        refundId,
        note: 'Return of 2 switches',
        actorId: actor,
      },
    ]);
    void refunds;
  });

  it('writes a move with its order number, refund and note, and empty ones as null and blank', async () => {
    const c = await card();
    const refundId = crypto.randomUUID();
    await t.db.transaction((tx) =>
      moveBalance(tx, {
        cardId: c.id,
        amountPaise: 250,
        kind: 'refundCredit',
        now: NOW,
        orderNumber: 'ORD-9',
        refundId,
        note: 'Credit',
        actorId: actor,
      }),
    );
    await t.db.transaction((tx) =>
      moveBalance(tx, { cardId: c.id, amountPaise: -50, kind: 'adjusted', now: NOW }),
    );
    const entries = (await entriesOf(c.id)).sort((a, b) => a.amountPaise - b.amountPaise);
    expect(entries[0]).toMatchObject({
      amountPaise: -50,
      orderId: null,
      orderNumber: null,
      refundId: null,
      note: '',
      actorId: null,
    });
    expect(entries[2]).toMatchObject({
      kind: 'issued',
      orderNumber: null,
      note: '',
      actorId: null,
      refundId: null,
    });
    expect(entries[1]).toMatchObject({
      amountPaise: 250,
      orderNumber: 'ORD-9',
      refundId,
      note: 'Credit',
      actorId: actor,
    });
  });

  it('refuses to move by 0 or a fraction of a paisa, writing nothing', async () => {
    const c = await card();
    for (const amountPaise of [0, 1.5, Number.NaN, 2 ** 53])
      await expect(
        t.db.transaction((tx) => moveBalance(tx, { cardId: c.id, amountPaise, kind: 'adjusted', now: NOW })),
      ).rejects.toThrow('A balance moves by whole, non-zero paise');
    expect(await entriesOf(c.id)).toHaveLength(1);
    // 1 paisa either way is a move.
    expect(
      await t.db.transaction((tx) =>
        moveBalance(tx, { cardId: c.id, amountPaise: -1, kind: 'adjusted', now: NOW }),
      ),
    ).toMatchObject({ balancePaise: 9_999 });
  });

  it('lets a spend through only from an active, unexpired card; a credit or an adjustment either way', async () => {
    const off = await card({ active: false });
    const spend = (cardId: string, now = NOW) =>
      t.db.transaction((tx) =>
        moveBalance(tx, { cardId, amountPaise: -100, kind: 'spent', now, spend: true }),
      );
    expect(await spend(off.id)).toBeNull();
    expect(
      await t.db.transaction((tx) =>
        moveBalance(tx, { cardId: off.id, amountPaise: -100, kind: 'adjusted', now: NOW }),
      ),
    ).not.toBeNull();
    const c = await card();
    expect(await spend(c.id, c.expiresAt)).toBeNull();
    expect(await spend(c.id, new Date(c.expiresAt.getTime() - 1))).toMatchObject({
      balancePaise: 9_900,
      lastUsedAt: new Date(c.expiresAt.getTime() - 1),
    });
    expect(await entriesOf(off.id)).toHaveLength(2);
  });
});

describe('updateGiftCard with a fixed clock', () => {
  it('takes an expiry ten years from now to the millisecond, not one past', async () => {
    const c = await card();
    const ten = new Date(NOW.getTime() + 3650 * DAY);
    await expect(
      updateGiftCard(t.db, c.id, { expiresAt: new Date(ten.getTime() + 1).toISOString() }, actor, NOW),
    ).rejects.toThrow(GIFT_CARD_ADMIN_MESSAGES.lateExpiry);
    const done = await updateGiftCard(t.db, c.id, { expiresAt: ten.toISOString() }, actor, NOW);
    expect(done.expiresAt).toBe(ten.toISOString());
    expect(done.active).toBe(true);
  });

  it('answers 404 for an unknown card even with an adjustment, writing nothing', async () => {
    const before = await countRows(t.db, giftCardEntries);
    await expect(
      updateGiftCard(t.db, crypto.randomUUID(), { adjustment: { amount: -1, note: 'x' } }, actor, NOW),
    ).rejects.toThrow(GIFT_CARD_ADMIN_MESSAGES.notFound);
    await expect(updateGiftCard(t.db, crypto.randomUUID(), { active: false }, actor, NOW)).rejects.toThrow(
      GIFT_CARD_ADMIN_MESSAGES.notFound,
    );
    expect(await countRows(t.db, giftCardEntries)).toBe(before);
  });
});

describe('issueGiftCard', () => {
  const deps = () => t.app;
  const body = { amount: 100, recipientName: 'Asha' };

  it('keeps an empty message blank, and sends no mail without an address', async () => {
    t.logs.length = 0;
    const issued = await issueGiftCard(deps(), body, actor, NOW);
    await waitForPendingMail();
    expect(issued.message).toBe('');
    expect(issued.recipientEmail).toBeNull();
    expect(t.logs.join('\n')).not.toMatch(/Mail/);
    const entries = await entriesOf(issued._id);
    expect(entries).toMatchObject([{ kind: 'issued', actorId: actor }]);
  });

  it('tries another code when one collides, up to three, and then fails', async () => {
    const taken = 'AAAABBBBCCCCDDDD';
    await card({ codeHash: hashGiftCardCode(taken) });
    const codes = [taken, 'EEEEFFFFGGGGHHHH'];
    const issued = await issueGiftCard(deps(), body, actor, NOW, () => codes.shift()!);
    expect(issued.code).toBe('EEEE-FFFF-GGGG-HHHH');
    expect(codes).toEqual([]);
    let tries = 0;
    const before = await countRows(t.db, giftCards);
    await expect(
      issueGiftCard(deps(), body, actor, NOW, () => {
        tries++;
        return taken;
      }),
    ).rejects.toThrow();
    expect(tries).toBe(3);
    expect(await countRows(t.db, giftCards)).toBe(before);
  });
});

describe('startGiftCardExpiry', () => {
  it('sweeps on its interval until stopped', async () => {
    const c = await card({ expiresAt: new Date(Date.now() - 1000) });
    const sweeper = startGiftCardExpiry(t.app, 20);
    await expect
      .poll(async () => (await t.db.select().from(giftCards).where(eq(giftCards.id, c.id)))[0]!.balancePaise)
      .toBe(0);
    await sweeper.stop();
    const later = await card({ expiresAt: new Date(Date.now() - 1000) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.db.select().from(giftCards).where(eq(giftCards.id, later.id)))[0]!.balancePaise).toBe(
      10_000,
    );
    expect(t.logs.join('\n')).not.toContain('gift card expiry failed');
  });
});
