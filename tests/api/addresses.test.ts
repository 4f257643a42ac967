import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { createAddress, createUser, loginAs, type UserRow } from '../helpers/factories';
import { addresses } from '../../server/db/schema';
import { findUserAddress, getUserAddress } from '../../server/modules/addresses/addresses.service';

let t: TestApp;
let alice: UserRow;
let bob: UserRow;
let aliceCookie: string;
let bobCookie: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await testApp();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  aliceCookie = await loginAs(t.app, alice);
  bobCookie = await loginAs(t.app, bob);
});
beforeEach(async () => {
  await t.db.delete(addresses);
});

const valid = {
  address: '  Flat 4B, Lake View Apartments, Baner Road ',
  city: 'Pune',
  pincode: '411045',
  phone: '+91 98230 12345',
  notes: 'Call before delivery',
};
type Opts = { cookie?: string; body?: unknown };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: Opts = {}) =>
  t.app.inject({
    method,
    url,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
const addFor = (user: UserRow, body: object = {}, cookie = aliceCookie) =>
  call('POST', '/api/shop/address/add', { cookie, body: { ...valid, userId: user.id, ...body } });
const rows = () => t.db.select().from(addresses);

describe('POST /api/shop/address/add', () => {
  it('saves a trimmed address with a normalised phone', async () => {
    const res = await addFor(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Address added successfully',
      data: {
        _id: expect.any(String),
        userId: alice.id,
        address: 'Flat 4B, Lake View Apartments, Baner Road',
        city: 'Pune',
        pincode: '411045',
        phone: '9823012345',
        notes: 'Call before delivery',
      },
    });
    expect(await rows()).toHaveLength(1);
  });

  it('accepts the phone forms of an Indian mobile number', async () => {
    for (const phone of ['9876543210', '+919876543210', '98765-43210', ' 6123456789 ']) {
      await t.db.delete(addresses);
      const res = await addFor(alice, { phone });
      expect(res.statusCode, phone).toBe(200);
      expect(res.json().data.phone).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it('refuses each bad field with a clear 400 and writes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ address: '   ' }, /Address is required/],
      [{ city: '' }, /City is required/],
      [{ notes: ' \n ' }, /Notes is required/],
      [{ pincode: '41104' }, /Pincode must be 6 digits/],
      [{ pincode: '4110455' }, /Pincode must be 6 digits/],
      [{ pincode: 'abcdef' }, /Pincode must be 6 digits/],
      [{ pincode: 411045 }, /Pincode/],
      [{ phone: '12345' }, /Phone must be a 10-digit mobile number/],
      [{ phone: '5876543210' }, /Phone must be a 10-digit mobile number/],
      [{ phone: '+4498765432101' }, /Phone must be a 10-digit mobile number/],
      [{ phone: '98765432100' }, /Phone must be a 10-digit mobile number/],
      [{ phone: '98765abcde' }, /Phone must be a 10-digit mobile number/],
      [{ address: 'x'.repeat(301) }, /at most 300/],
      [{ notes: 'x'.repeat(10_000) }, /at most 500/],
      [{ city: 'Pune\u0007' }, /invalid characters/],
      [{ city: 'Pune\u0000' }, /NUL characters/],
      [{ userId: 'not-an-id' }, /userId/],
      [{ extra: 'field' }, /.+/],
      [{ address: undefined }, /Address is required/],
    ];
    for (const [patch, message] of cases) {
      const res = await addFor(alice, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message, JSON.stringify(patch)).toMatch(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('allows at most 3 addresses per user', async () => {
    for (let i = 0; i < 3; i++) expect((await addFor(alice, { city: `City ${i}` })).statusCode).toBe(200);
    const res = await addFor(alice, { city: 'Fourth' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'You can add max 3 addresses' });
    expect(await rows()).toHaveLength(3);
    // Another user's limit is their own.
    expect((await addFor(bob, {}, bobCookie)).statusCode).toBe(200);
  });

  it('keeps the limit when adds race', async () => {
    await addFor(alice);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addFor(alice, { city: `Race ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await rows()).toHaveLength(3);
  });

  it('is 401 logged out and 403 for another user, writing nothing', async () => {
    const loggedOut = await call('POST', '/api/shop/address/add', { body: { ...valid, userId: alice.id } });
    expect(loggedOut.statusCode).toBe(401);
    const other = await addFor(alice, {}, bobCookie);
    expect(other.statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });
});

describe('the state or union territory of an address', () => {
  it('takes the state from the pincode when a SPEC-shaped call sends none', async () => {
    const res = await addFor(alice); // 411045, Pune
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pincode: '411045', stateCode: '27', state: 'Maharashtra' });
    const surat = await addFor(alice, { city: 'Surat', pincode: '395003' });
    expect(surat.json().data).toMatchObject({ stateCode: '24', state: 'Gujarat' });
    const mahe = await addFor(alice, { city: 'Mahe', pincode: '673310' }); // Puducherry's enclave in Kerala's 673
    expect(mahe.json().data).toMatchObject({ stateCode: '34', state: 'Puducherry' });
    expect((await rows()).map((r) => r.stateCode).sort()).toEqual(['24', '27', '34']);
  });

  it('keeps a state the customer corrected', async () => {
    // 605007 is shared by villages of Puducherry and Tamil Nadu; the table says Puducherry.
    const res = await addFor(alice, { city: 'Cuddalore', pincode: '605007', stateCode: '33' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stateCode: '33', state: 'Tamil Nadu' });
  });

  it('refuses an unknown pincode without a state with a clear 400 and writes nothing; with a state it is saved', async () => {
    const res = await addFor(alice, { pincode: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'We could not tell the state from pincode 999999. Please choose the state or union territory.',
    });
    expect(await rows()).toEqual([]);
    const chosen = await addFor(alice, { pincode: '999999', stateCode: '07' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ stateCode: '07', state: 'Delhi' });
  });

  it('refuses a state that is not a GST state code, writing nothing', async () => {
    for (const stateCode of ['25', '28', '99', 'MH', 'Maharashtra', 27, '', null]) {
      const res = await addFor(alice, { stateCode });
      expect(res.statusCode, String(stateCode)).toBe(400);
      expect(res.json().message).toMatch(/State must be the 2-digit GST code/);
    }
    expect(await rows()).toEqual([]);
  });

  it('on update: a new pincode brings its state, the same pincode keeps a corrected one, an unknown one is a 400', async () => {
    const a = (await addFor(alice, { pincode: '605007', stateCode: '33' })).json().data;
    const url = `/api/shop/address/update/${alice.id}/${a._id}`;
    const spec = { address: a.address, city: a.city, pincode: '605007', phone: a.phone, notes: a.notes };
    const same = await call('PUT', url, { cookie: aliceCookie, body: { ...spec, notes: 'New notes' } });
    expect(same.json().data).toMatchObject({ notes: 'New notes', stateCode: '33' });
    const moved = await call('PUT', url, {
      cookie: aliceCookie,
      body: { ...spec, pincode: '403001', city: 'Panaji' },
    });
    expect(moved.json().data).toMatchObject({ pincode: '403001', stateCode: '30', state: 'Goa' });
    const unknown = await call('PUT', url, { cookie: aliceCookie, body: { ...spec, pincode: '999999' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/could not tell the state from pincode 999999/);
    expect((await rows())[0]).toMatchObject({ pincode: '403001', stateCode: '30', city: 'Panaji' });
    const corrected = await call('PUT', url, {
      cookie: aliceCookie,
      body: { ...spec, pincode: '403001', stateCode: '27' },
    });
    expect(corrected.json().data).toMatchObject({ stateCode: '27' });
  });
});

describe('GET /api/shop/address/get/{userId}', () => {
  it("lists only the user's own addresses, oldest first", async () => {
    // A minute apart: two inserts in the same millisecond tie on createdAt, and the tie goes by the random id.
    const first = await createAddress(t.db, alice.id, {
      city: 'Pune',
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await createAddress(t.db, alice.id, { city: 'Mumbai' });
    await createAddress(t.db, bob.id, { city: 'Delhi' });
    const res = await call('GET', `/api/shop/address/get/${alice.id}`, { cookie: aliceCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: { _id: string }) => a._id)).toEqual([first.id, second.id]);
    expect(res.json().data[0]).toEqual({
      _id: first.id,
      userId: alice.id,
      address: first.address,
      city: 'Pune',
      pincode: first.pincode,
      phone: first.phone,
      notes: first.notes,
      stateCode: '27',
      state: 'Maharashtra',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const empty = await call('GET', `/api/shop/address/get/${bob.id}`, { cookie: aliceCookie });
    expect(empty.statusCode).toBe(403);
    expect(empty.body).not.toContain('Delhi');
  });

  it('is 401 logged out and 400 for a malformed id', async () => {
    expect((await call('GET', `/api/shop/address/get/${alice.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/shop/address/get/123', { cookie: aliceCookie })).statusCode).toBe(400);
  });
});

describe('PUT /api/shop/address/update/{userId}/{addressId}', () => {
  const url = (userId: string, addressId: string) => `/api/shop/address/update/${userId}/${addressId}`;
  const body = {
    address: '221B Baker Street',
    city: 'Mumbai',
    pincode: '400001',
    phone: '7000000001',
    notes: 'Leave at door',
  };

  it('updates the fields of an own address', async () => {
    const a = await createAddress(t.db, alice.id);
    const res = await call('PUT', url(alice.id, a.id), { cookie: aliceCookie, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Address updated successfully',
      data: { _id: a.id, userId: alice.id, ...body },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ ...body, userId: alice.id });
  });

  it('accepts the same userId in the body but cannot change the owner', async () => {
    const a = await createAddress(t.db, alice.id);
    expect(
      (await call('PUT', url(alice.id, a.id), { cookie: aliceCookie, body: { ...body, userId: alice.id } }))
        .statusCode,
    ).toBe(200);
    const moved = await call('PUT', url(alice.id, a.id), {
      cookie: aliceCookie,
      body: { ...body, city: 'Goa', userId: bob.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('The owner of an address cannot be changed');
    const [row] = await rows();
    expect(row.userId).toBe(alice.id);
    expect(row.city).toBe('Mumbai');
  });

  it("answers 404 for another user's or an unknown address, writing nothing", async () => {
    const bobs = await createAddress(t.db, bob.id, { city: 'Delhi' });
    const res = await call('PUT', url(alice.id, bobs.id), { cookie: aliceCookie, body });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Address not found' });
    expect((await call('PUT', url(alice.id, UNKNOWN), { cookie: aliceCookie, body })).statusCode).toBe(404);
    expect((await rows())[0]).toMatchObject({ city: 'Delhi', userId: bob.id });
  });

  it('is 401 logged out, 403 for another user, 400 for bad input, writing nothing', async () => {
    const a = await createAddress(t.db, alice.id, { city: 'Pune' });
    expect((await call('PUT', url(alice.id, a.id), { body })).statusCode).toBe(401);
    expect((await call('PUT', url(alice.id, a.id), { cookie: bobCookie, body })).statusCode).toBe(403);
    expect((await call('PUT', url(alice.id, 'bad-id'), { cookie: aliceCookie, body })).statusCode).toBe(400);
    for (const patch of [
      { pincode: '12' },
      { phone: '0000000000' },
      { city: ' ' },
      { notes: undefined },
      { address: 5 },
    ]) {
      const res = await call('PUT', url(alice.id, a.id), {
        cookie: aliceCookie,
        body: { ...body, ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    expect((await rows())[0].city).toBe('Pune');
  });
});

describe('DELETE /api/shop/address/delete/{userId}/{addressId}', () => {
  const url = (userId: string, addressId: string) => `/api/shop/address/delete/${userId}/${addressId}`;

  it('deletes an own address', async () => {
    const a = await createAddress(t.db, alice.id);
    const res = await call('DELETE', url(alice.id, a.id), { cookie: aliceCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Address deleted successfully' });
    expect(await rows()).toEqual([]);
  });

  it("is 404 for another user's or an unknown address, 401 logged out, 403 for another user, 400 malformed", async () => {
    const bobs = await createAddress(t.db, bob.id);
    expect((await call('DELETE', url(alice.id, bobs.id), { cookie: aliceCookie })).statusCode).toBe(404);
    expect((await call('DELETE', url(alice.id, UNKNOWN), { cookie: aliceCookie })).statusCode).toBe(404);
    expect((await call('DELETE', url(bob.id, bobs.id))).statusCode).toBe(401);
    expect((await call('DELETE', url(bob.id, bobs.id), { cookie: aliceCookie })).statusCode).toBe(403);
    expect((await call('DELETE', url(bob.id, 'x'), { cookie: bobCookie })).statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });
});

describe('address service for checkout', () => {
  it("finds only the user's own address", async () => {
    const a = await createAddress(t.db, alice.id);
    expect(await findUserAddress(t.db, alice.id, a.id)).toMatchObject({ _id: a.id, city: a.city });
    expect(await findUserAddress(t.db, bob.id, a.id)).toBeNull();
    await expect(getUserAddress(t.db, bob.id, a.id)).rejects.toThrow('Address not found');
  });
});
