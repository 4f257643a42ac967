import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  GIFT_CARD_ADMIN_MESSAGES,
  type ApiGiftCardDetail,
  type ApiIssuedGiftCard,
} from '../../common/contracts/giftcards';
import { GIFT_CARD_ALPHABET, normaliseGiftCardCode } from '../../common/giftcards';
import { giftCardEntries, giftCards, mailOutbox } from '../../server/db/schema';
import { waitForPendingMail } from '../../server/mail/mailer';
import { startSmtpSink, type SmtpSink } from '../../server/mail/smtp-sink.testing';
import {
  hashGiftCardCode,
  insertCard,
  moveBalance,
  sweepExpiredGiftCards,
  WRONG_CODE_MESSAGE,
} from '../../server/modules/giftcards';
import { testApp, type TestApp } from '../helpers/app';
import { createAdmin, createUser, loginAs } from '../helpers/factories';
import { countRows } from '../helpers/orders';

/**
 * Gift cards through the API (issue 47): the owner issues, lists, opens, disables and adjusts; the recipient's
 * mail; a buyer's balance lookup with its guessing limit and their list; the expiry sweep. Each refusal is a 4xx
 * with its sentence and writes nothing.
 */

let t: TestApp;
let owner: string;
let sink: SmtpSink;
const DAY = 86_400_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await testApp({ logs: true, config: { smtpUrl: sink.url } });
  owner = await loginAs(t.app, await createAdmin(t.db));
});
afterAll(async () => {
  await waitForPendingMail();
  await sink.close();
});

const add = (body: Record<string, unknown>, cookie = owner) =>
  t.app.inject({ method: 'POST', url: '/api/admin/giftcards/add', headers: { cookie }, payload: body });
const list = (cookie = owner) =>
  t.app.inject({ method: 'GET', url: '/api/admin/giftcards/get', headers: { cookie } });
const one = (id: string, cookie = owner) =>
  t.app.inject({ method: 'GET', url: `/api/admin/giftcards/get/${id}`, headers: { cookie } });
const update = (id: string, body: Record<string, unknown>, cookie = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/giftcards/update/${id}`,
    headers: { cookie },
    payload: body,
  });
const balance = (code: string, cookie: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/shop/giftcard/balance/${encodeURIComponent(code)}`,
    headers: { cookie },
    remoteAddress,
  });
const mine = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/shop/giftcard/mine', headers: { cookie } });

async function issue(body: Record<string, unknown> = {}): Promise<ApiIssuedGiftCard> {
  const res = await add({ amount: 500, recipientName: 'Asha', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function counts() {
  return { cards: await countRows(t.db, giftCards), entries: await countRows(t.db, giftCardEntries) };
}

/** The request refused with `status` and `message`, and nothing written. */
async function refused(
  send: () => Promise<{ statusCode: number; json(): { message: string } }>,
  status: number,
  message: string | RegExp,
) {
  const before = await counts();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toMatch(typeof message === 'string' ? new RegExp(escape(message)) : message);
  expect(await counts()).toEqual(before);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('POST /api/admin/giftcards/add', () => {
  it('issues a card: the code once, formatted, from the alphabet; only its hash kept; an issued entry', async () => {
    const before = Date.now();
    const card = await issue({ amount: 750.5, recipientName: '  Ravi  ', message: 'Happy Diwali' });
    expect(card.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const bare = card.code.replace(/-/g, '');
    for (const ch of bare) expect(GIFT_CARD_ALPHABET).toContain(ch);
    expect(card).toMatchObject({
      last4: bare.slice(-4),
      source: 'issued',
      initial: 750.5,
      balance: 750.5,
      active: true,
      state: 'active',
      recipientName: 'Ravi',
      recipientEmail: null,
      message: 'Happy Diwali',
      lastUsedAt: null,
    });
    // A year by default.
    const expires = new Date(card.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 365 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 365 * DAY);
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row.codeHash).toBe(hashGiftCardCode(bare));
    expect(JSON.stringify(row)).not.toContain(bare);
    expect(row.balancePaise).toBe(75050);
    const entries = await t.db.select().from(giftCardEntries).where(eq(giftCardEntries.cardId, card._id));
    expect(entries).toMatchObject([{ kind: 'issued', amountPaise: 75050, balanceAfterPaise: 75050 }]);
    // Never again: not in the list, not in the card.
    expect((await list()).body).not.toContain(bare);
    expect((await one(card._id)).body).not.toContain(bare);
  });

  it('takes ₹1 and ₹10,000; refuses ₹0.99, ₹10,000.01, ₹0, a third decimal, text; nothing written', async () => {
    expect((await issue({ amount: 1 })).balance).toBe(1);
    expect((await issue({ amount: 10_000 })).balance).toBe(10_000);
    await refused(() => add({ amount: 0.99, recipientName: 'A' }), 400, 'The amount must be at least ₹1');
    await refused(
      () => add({ amount: 10_000.01, recipientName: 'A' }),
      400,
      'The amount must be at most ₹10,000',
    );
    await refused(() => add({ amount: 0, recipientName: 'A' }), 400, 'at least ₹1');
    await refused(() => add({ amount: 5.001, recipientName: 'A' }), 400, 'at most 2 decimals');
    await refused(() => add({ amount: '500', recipientName: 'A' }), 400, 'must be a number');
    await refused(() => add({ recipientName: 'A' }), 400, 'must be a number');
  });

  it('takes an expiry a year away or later (up to ten years); refuses an earlier one, a later one, a bad date', async () => {
    const inAYear = new Date(Date.now() + 365 * DAY + 60_000).toISOString();
    expect((await issue({ expiresAt: inAYear })).expiresAt).toBe(inAYear);
    const tenYears = new Date(Date.now() + 3650 * DAY - 60_000).toISOString();
    expect((await issue({ expiresAt: tenYears })).expiresAt).toBe(tenYears);
    const early = new Date(Date.now() + 365 * DAY - 60_000).toISOString();
    await refused(
      () => add({ amount: 5, recipientName: 'A', expiresAt: early }),
      400,
      GIFT_CARD_ADMIN_MESSAGES.earlyExpiry,
    );
    const late = new Date(Date.now() + 3650 * DAY + 60_000).toISOString();
    await refused(
      () => add({ amount: 5, recipientName: 'A', expiresAt: late }),
      400,
      GIFT_CARD_ADMIN_MESSAGES.lateExpiry,
    );
    await refused(
      () => add({ amount: 5, recipientName: 'A', expiresAt: 'next year' }),
      400,
      'expiresAt must be a date',
    );
  });

  it('refuses a blank or long name, a bad e-mail, a message over 500, an unknown field; nothing written', async () => {
    await refused(() => add({ amount: 5, recipientName: '   ' }), 400, "The recipient's name is required");
    await refused(() => add({ amount: 5 }), 400, "The recipient's name is required");
    expect((await issue({ recipientName: 'x'.repeat(100) })).recipientName).toHaveLength(100);
    await refused(() => add({ amount: 5, recipientName: 'x'.repeat(101) }), 400, 'at most 100 characters');
    await refused(
      () => add({ amount: 5, recipientName: 'A', recipientEmail: 'not-mail' }),
      400,
      'valid email',
    );
    expect((await issue({ message: 'm'.repeat(500) })).message).toHaveLength(500);
    await refused(
      () => add({ amount: 5, recipientName: 'A', message: 'm'.repeat(501) }),
      400,
      'at most 500 characters',
    );
    await refused(() => add({ amount: 5, recipientName: 'A', balance: 9 }), 400, /./);
  });

  it('mails the recipient the code, amount, expiry, message and how to use it; the code is neither logged nor kept', async () => {
    t.logs.length = 0;
    const card = await issue({
      amount: 2500,
      recipientName: 'Meera',
      recipientEmail: ' Meera.Joshi@Example.com ',
      message: 'For the new house <3',
      expiresAt: '2028-03-31T18:29:59.999Z',
    });
    expect(card.recipientEmail).toBe('meera.joshi@example.com');
    const mail = await sink.waitFor('meera.joshi@example.com');
    expect(mail.subject).toContain('a gift card of ₹2,500.00');
    expect(mail.text).toContain(card.code);
    expect(mail.text).toContain('₹2,500.00');
    expect(mail.text).toContain('Valid until 31 March 2028');
    expect(mail.text).toContain('For the new house <3');
    expect(mail.text).toContain('at checkout type the code in the Gift card box');
    expect(mail.html).toContain(card.code);
    expect(mail.html).toContain('For the new house &lt;3');
    await waitForPendingMail();
    const bare = card.code.replace(/-/g, '');
    const logs = t.logs.join('\n');
    expect(logs).toContain('Mail sent');
    expect(logs).not.toContain(card.code);
    expect(logs).not.toContain(bare);
    const kept = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'meera.joshi@example.com'));
    expect(kept).toHaveLength(1);
    expect(kept[0].text + kept[0].html).not.toContain(card.code);
  });

  it('sends no mail without an e-mail', async () => {
    const before = await countRows(t.db, mailOutbox);
    await issue({ recipientEmail: null });
    await waitForPendingMail();
    expect(await countRows(t.db, mailOutbox)).toBe(before);
  });
});

describe('admin access', () => {
  it('answers 401 logged out and 403 to a customer, writing nothing', async () => {
    const customer = await loginAs(t.app, await createUser(t.db));
    const card = await issue();
    for (const cookie of ['', customer]) {
      const status = cookie ? 403 : 401;
      await refused(() => add({ amount: 5, recipientName: 'A' }, cookie), status, /./);
      expect((await list(cookie)).statusCode).toBe(status);
      expect((await one(card._id, cookie)).statusCode).toBe(status);
      await refused(() => update(card._id, { active: false }, cookie), status, /./);
    }
  });
});

describe('GET /api/admin/giftcards/get and get/{id}', () => {
  it('lists newest first with state; opens a card with its ledger, newest first', async () => {
    const first = await issue({ amount: 100 });
    const second = await issue({ amount: 200 });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { _id: string }[]).map((c) => c._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    await t.db.transaction((tx) =>
      moveBalance(tx, {
        cardId: second._id,
        amountPaise: -5000,
        kind: 'spent',
        now: new Date(),
        spend: true,
        orderNumber: 'ORD-1',
      }),
    );
    const detail: ApiGiftCardDetail = (await one(second._id)).json().data;
    expect(detail.balance).toBe(150);
    expect(detail.lastUsedAt).not.toBeNull();
    expect(detail.entries.map((e) => [e.kind, e.amount, e.balanceAfter, e.orderNumber])).toEqual([
      ['spent', -50, 150, 'ORD-1'],
      ['issued', 200, 200, null],
    ]);
  });

  it('says the state: active, disabled, expired, used up', async () => {
    const now = new Date();
    const make = (over: Partial<typeof giftCards.$inferInsert>) =>
      t.db.transaction((tx) =>
        insertCard(
          tx,
          {
            codeHash: crypto.randomUUID(),
            last4: 'ABCD',
            source: 'issued',
            initialPaise: 100,
            balancePaise: 100,
            expiresAt: new Date(now.getTime() + DAY),
            ...over,
          },
          { kind: 'issued' },
        ),
      );
    const expired = await make({ expiresAt: new Date(now.getTime() - 1000) });
    const disabled = await make({ active: false });
    const usedUp = await make({});
    await t.db.transaction((tx) =>
      moveBalance(tx, { cardId: usedUp.id, amountPaise: -100, kind: 'spent', now, spend: true }),
    );
    const states = new Map(
      (await list()).json().data.map((c: { _id: string; state: string }) => [c._id, c.state]),
    );
    expect(states.get(expired.id)).toBe('expired');
    expect(states.get(disabled.id)).toBe('disabled');
    expect(states.get(usedUp.id)).toBe('usedUp');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await one(crypto.randomUUID())).statusCode).toBe(404);
    expect((await one(crypto.randomUUID())).json().message).toBe(GIFT_CARD_ADMIN_MESSAGES.notFound);
    expect((await one('nope')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/giftcards/update/{id}', () => {
  it('disables and re-enables', async () => {
    const card = await issue();
    const off = await update(card._id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, state: 'disabled' });
    expect((await update(card._id, { active: true })).json().data).toMatchObject({
      active: true,
      state: 'active',
    });
  });

  it('moves the expiry later only (to ten years at most)', async () => {
    const card = await issue();
    const later = new Date(new Date(card.expiresAt).getTime() + DAY).toISOString();
    expect((await update(card._id, { expiresAt: later })).json().data.expiresAt).toBe(later);
    await refused(
      () => update(card._id, { expiresAt: later }),
      400,
      GIFT_CARD_ADMIN_MESSAGES.expiryOnlyLater,
    );
    const earlier = new Date(new Date(later).getTime() - 1).toISOString();
    await refused(
      () => update(card._id, { expiresAt: earlier }),
      400,
      GIFT_CARD_ADMIN_MESSAGES.expiryOnlyLater,
    );
    const tooLate = new Date(Date.now() + 3650 * DAY + 60_000).toISOString();
    await refused(() => update(card._id, { expiresAt: tooLate }), 400, GIFT_CARD_ADMIN_MESSAGES.lateExpiry);
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row.expiresAt.toISOString()).toBe(later);
  });

  it('adjusts with a note: credit, debit to exactly 0; a paisa past the balance is 400 and nothing written', async () => {
    const card = await issue({ amount: 100 });
    const up = await update(card._id, { adjustment: { amount: 25.5, note: 'Goodwill' } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.balance).toBe(125.5);
    expect(up.json().data.entries[0]).toMatchObject({
      kind: 'adjusted',
      amount: 25.5,
      balanceAfter: 125.5,
      note: 'Goodwill',
    });
    // Disabling in the same call is undone with the refused debit: all or nothing.
    await refused(
      () => update(card._id, { active: false, adjustment: { amount: -125.51, note: 'Too much' } }),
      400,
      GIFT_CARD_ADMIN_MESSAGES.overdrawn,
    );
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row).toMatchObject({ active: true, balancePaise: 12550 });
    const down = await update(card._id, { adjustment: { amount: -125.5, note: 'Cashed in at the counter' } });
    expect(down.json().data).toMatchObject({ balance: 0, state: 'usedUp' });
    const [entry] = await t.db
      .select()
      .from(giftCardEntries)
      .where(eq(giftCardEntries.cardId, card._id))
      .orderBy(sql`${giftCardEntries.createdAt} desc`)
      .limit(1);
    expect(entry.actorId).not.toBeNull();
  });

  it('refuses an empty change, a 0 or over-limit adjustment, a missing or long note, unknown id; nothing written', async () => {
    const card = await issue({ amount: 100 });
    await refused(() => update(card._id, {}), 400, GIFT_CARD_ADMIN_MESSAGES.nothing);
    await refused(() => update(card._id, { adjustment: { amount: 0, note: 'x' } }), 400, 'must not be 0');
    await refused(
      () => update(card._id, { adjustment: { amount: 10_000.01, note: 'x' } }),
      400,
      'at most ₹10,000',
    );
    await refused(
      () => update(card._id, { adjustment: { amount: -10_000.01, note: 'x' } }),
      400,
      'at most ₹10,000',
    );
    await refused(
      () => update(card._id, { adjustment: { amount: 1.001, note: 'x' } }),
      400,
      'at most 2 decimals',
    );
    await refused(
      () => update(card._id, { adjustment: { amount: 5 } }),
      400,
      'A note saying why is required',
    );
    await refused(
      () => update(card._id, { adjustment: { amount: 5, note: '  ' } }),
      400,
      'A note saying why is required',
    );
    await refused(
      () => update(card._id, { adjustment: { amount: 5, note: 'n'.repeat(201) } }),
      400,
      'at most 200',
    );
    expect(
      (await update(card._id, { adjustment: { amount: 10_000, note: 'n'.repeat(200) } })).statusCode,
    ).toBe(200);
    await refused(() => update(card._id, { active: 'no' }), 400, 'active must be true or false');
    await refused(
      () => update(crypto.randomUUID(), { active: false }),
      404,
      GIFT_CARD_ADMIN_MESSAGES.notFound,
    );
    await refused(() => update('nope', { active: false }), 400, 'Invalid id');
  });
});

describe('the buyer: GET /api/shop/giftcard/balance/{code} and /mine', () => {
  it('answers 401 logged out', async () => {
    expect((await balance('AAAA-AAAA-AAAA-AAAA', '')).statusCode).toBe(401);
    expect((await mine('')).statusCode).toBe(401);
  });

  it("answers a card's balance, read the forgiving way, and links a card nobody holds to the buyer", async () => {
    const user = await createUser(t.db, { email: 'kiran@example.com' });
    const cookie = await loginAs(t.app, user);
    const card = await issue({ amount: 300 });
    const typed = card.code.toLowerCase().replace(/-/g, ' ');
    const res = await balance(typed, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      last4: card.last4,
      balance: 300,
      expiresAt: card.expiresAt,
      active: true,
      state: 'active',
    });
    const listed = (await mine(cookie)).json().data;
    expect(listed).toEqual([
      {
        _id: card._id,
        last4: card.last4,
        source: 'issued',
        balance: 300,
        expiresAt: card.expiresAt,
        state: 'active',
      },
    ]);
    // Another buyer with the code sees the balance but does not take the card over.
    const other = await loginAs(t.app, await createUser(t.db, { email: 'other@example.com' }));
    expect((await balance(card.code, other)).statusCode).toBe(200);
    expect((await mine(other)).json().data).toEqual([]);
    expect((await mine(cookie)).json().data).toHaveLength(1);
  });

  it("lists the cards sent to the buyer's e-mail (any case), not others'; none is an empty list", async () => {
    const user = await createUser(t.db, { email: 'sunita.rao@example.com' });
    const cookie = await loginAs(t.app, user);
    expect((await mine(cookie)).json()).toEqual({ success: true, data: [] });
    const card = await issue({ amount: 40, recipientEmail: 'Sunita.Rao@example.com' });
    await issue({ amount: 41, recipientEmail: 'someone.else@example.com' });
    const data = (await mine(cookie)).json().data;
    expect(data.map((c: { _id: string }) => c._id)).toEqual([card._id]);
    // A card sent to an e-mail is not linked to whoever looks it up.
    const stranger = await createUser(t.db, { email: 'stranger@example.com' });
    expect((await balance(card.code, await loginAs(t.app, stranger))).statusCode).toBe(200);
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row.userId).toBeNull();
  });

  it('answers a malformed code 400 and an unknown one 404 with its message', async () => {
    const cookie = await loginAs(t.app, await createUser(t.db));
    const bad = await balance('OOOO-0000-1111-LLLL', cookie, '10.0.0.1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WRONG_CODE_MESSAGE);
    const unknown = await balance('AAAA-BBBB-CCCC-DDDD', cookie, '10.0.0.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(WRONG_CODE_MESSAGE);
    expect(normaliseGiftCardCode('AAAA-BBBB-CCCC-DDDD')).not.toBeNull();
  });

  it('allows 10 wrong codes an hour per account, refuses the 11th with 429 and Retry-After, right codes free', async () => {
    const card = await issue({ amount: 10 });
    const cookie = await loginAs(t.app, await createUser(t.db));
    for (let i = 0; i < 10; i++) {
      // A right code between them is not counted.
      expect((await balance(card.code, cookie, `10.1.0.${i}`)).statusCode).toBe(200);
      // Each from another address: only the account's limit counts here.
      expect((await balance(`AAAA-BBBB-CCCC-DDD${'EFGHJKMNPQ'[i]}`, cookie, `10.1.0.${i}`)).statusCode).toBe(
        404,
      );
    }
    const eleventh = await balance('AAAA-BBBB-CCCC-DDDR', cookie, '10.1.0.99');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json().message).toMatch(/Too many wrong gift card codes/);
    // Past the limit even the right code waits: nothing is looked up.
    expect((await balance(card.code, cookie, '10.1.0.98')).statusCode).toBe(429);
  });

  it('allows 10 wrong codes an hour per address, across accounts, and refuses the 11th', async () => {
    for (let i = 0; i < 10; i++) {
      const cookie = await loginAs(t.app, await createUser(t.db));
      expect((await balance('ZZZZ-ZZZZ-ZZZZ-ZZZZ', cookie, '10.2.0.1')).statusCode).toBe(404);
    }
    const fresh = await loginAs(t.app, await createUser(t.db));
    const res = await balance('ZZZZ-ZZZZ-ZZZZ-ZZZZ', fresh, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await balance('ZZZZ-ZZZZ-ZZZZ-ZZZZ', fresh, '10.2.0.2')).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it("writes the balance left at expiry off with one 'expired' entry, once; a card given money after keeps it", async () => {
    const card = await issue({ amount: 60 });
    await t.db.transaction((tx) =>
      moveBalance(tx, { cardId: card._id, amountPaise: -1000, kind: 'spent', now: new Date(), spend: true }),
    );
    const at = new Date(new Date(card.expiresAt).getTime());
    // 1 ms before the expiry instant: nothing.
    await sweepExpiredGiftCards(t.db, new Date(at.getTime() - 1));
    let [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row.balancePaise).toBe(5000);
    expect(await sweepExpiredGiftCards(t.db, at)).toBeGreaterThanOrEqual(1);
    [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row.balancePaise).toBe(0);
    const detail: ApiGiftCardDetail = (await one(card._id)).json().data;
    expect(detail.entries[0]).toMatchObject({
      kind: 'expired',
      amount: -50,
      balanceAfter: 0,
      note: 'Balance left at expiry',
    });
    // Money given back afterwards (a cancelled order it paid) is not written off again.
    await t.db.transaction((tx) =>
      moveBalance(tx, { cardId: card._id, amountPaise: 2000, kind: 'givenBack', now: at }),
    );
    const later = new Date(at.getTime() + DAY);
    await sweepExpiredGiftCards(t.db, later);
    [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row.balancePaise).toBe(2000);
    const kinds = (await t.db.select().from(giftCardEntries).where(eq(giftCardEntries.cardId, card._id))).map(
      (e) => e.kind,
    );
    expect(kinds.filter((k) => k === 'expired')).toHaveLength(1);
  });

  it('sweeps more cards than one batch', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 1000);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 101; i++)
        await insertCard(
          tx,
          {
            codeHash: `batch-${i}`,
            last4: 'WXYZ',
            source: 'issued',
            initialPaise: 100,
            balancePaise: 100,
            expiresAt: past,
          },
          { kind: 'issued' },
        );
    });
    expect(await sweepExpiredGiftCards(t.db, now)).toBeGreaterThanOrEqual(101);
    expect(await sweepExpiredGiftCards(t.db, now)).toBe(0);
  });
});
