import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakePhonePe, FAKE_CLIENT } from '../../tests/helpers/fake-phonepe';
import { PhonePeProvider } from './phonepe';
import { ProviderRefundNotFoundError, ProviderUnavailableError, RefundRejectedError } from './provider';

/**
 * PhonePe's refund and refund status APIs, through the shop's client, against the fake PhonePe: what is
 * sent, how each answer is read, and which error each failure becomes.
 */

let fake: FakePhonePe;
let client: PhonePeProvider;
let seq = 0;

beforeAll(async () => {
  fake = await FakePhonePe.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.clearFaults();
  // A fresh client per test (empty token cache), with a short timeout for the timeout test.
  client = new PhonePeProvider({ ...FAKE_CLIENT, env: 'sandbox', baseUrl: fake.url, timeoutMs: 500 });
});

/** An order paid at PhonePe (₹500.00 unless told), and a fresh merchantRefundId for it. */
async function paidOrder(amountPaise = 50_000) {
  seq += 1;
  const merchantOrderId = `MO${Date.now()}_${seq}`;
  await client.createPayment({
    merchantOrderId,
    amountPaise,
    redirectUrl: 'http://shop.test/shop/phonepe-return',
    expireAfterSeconds: 600,
  });
  fake.setState(merchantOrderId, 'COMPLETED');
  return { merchantOrderId, merchantRefundId: `RF${merchantOrderId}` };
}

describe('PhonePe refund', () => {
  it('sends merchantRefundId, originalMerchantOrderId and the amount in paise, and answers PENDING with the refund id', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    const before = fake.count('refund');
    const answer = await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 12_345 });
    expect(answer).toEqual({ refundId: `OMR${merchantRefundId}`, state: 'PENDING' });
    expect(fake.count('refund') - before).toBe(1);
    expect(fake.refunds.get(merchantRefundId)).toMatchObject({
      merchantOrderId,
      amount: 12_345,
      state: 'PENDING',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/payments/v2/refund',
      status: 200,
      authorization: expect.stringMatching(/^O-Bearer tok_/),
    });
  });

  it('is refused (RefundRejectedError, with PhonePe’s code) above what is left to refund, under ₹1, or for an unpaid order', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder(50_000);
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 30_000 });
    const over = client.refund({
      merchantRefundId: `${merchantRefundId}b`,
      merchantOrderId,
      amountPaise: 20_001,
    });
    await expect(over).rejects.toBeInstanceOf(RefundRejectedError);
    await expect(over).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('INVALID_REFUND_AMOUNT'),
    });
    // What is left can still be refunded.
    await expect(
      client.refund({ merchantRefundId: `${merchantRefundId}c`, merchantOrderId, amountPaise: 20_000 }),
    ).resolves.toMatchObject({ state: 'PENDING' });
    await expect(
      client.refund({ merchantRefundId: `${merchantRefundId}d`, merchantOrderId, amountPaise: 99 }),
    ).rejects.toBeInstanceOf(RefundRejectedError);

    seq += 1;
    const unpaid = `MO_unpaid_${seq}`;
    await client.createPayment({
      merchantOrderId: unpaid,
      amountPaise: 10_000,
      redirectUrl: 'http://x/',
      expireAfterSeconds: 600,
    });
    await expect(
      client.refund({ merchantRefundId: `RF${unpaid}`, merchantOrderId: unpaid, amountPaise: 10_000 }),
    ).rejects.toBeInstanceOf(RefundRejectedError);
    expect(fake.refunds.has(`RF${unpaid}`)).toBe(false);
  });

  it('a FAILED refund gives its amount back to the balance', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder(10_000);
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 10_000 });
    fake.setRefundState(merchantRefundId, 'FAILED');
    await expect(
      client.refund({ merchantRefundId: `${merchantRefundId}r`, merchantOrderId, amountPaise: 10_000 }),
    ).resolves.toMatchObject({ state: 'PENDING' });
  });

  it('sent again after a timeout, answers the refund PhonePe already holds instead of a refusal', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 5_000 });
    fake.setRefundState(merchantRefundId, 'CONFIRMED');
    await expect(client.refund({ merchantRefundId, merchantOrderId, amountPaise: 5_000 })).resolves.toEqual({
      refundId: `OMR${merchantRefundId}`,
      state: 'CONFIRMED',
    });
    expect(fake.refunds.get(merchantRefundId)?.amount).toBe(5_000);
    // The same id for another amount is not ours: refused.
    await expect(
      client.refund({ merchantRefundId, merchantOrderId, amountPaise: 6_000 }),
    ).rejects.toBeInstanceOf(RefundRejectedError);
  });

  it('a 500 or a timeout is ProviderUnavailableError (try again later); sent again, the money is refunded once', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    fake.fault({ match: 'refund', status: 500 });
    await expect(
      client.refund({ merchantRefundId, merchantOrderId, amountPaise: 5_000 }),
    ).rejects.toMatchObject({
      name: 'ProviderUnavailableError',
      status: 500,
    });
    fake.fault({ match: 'refund', delayMs: 900 });
    await expect(client.refund({ merchantRefundId, merchantOrderId, amountPaise: 5_000 })).rejects.toThrow(
      /timed out after 500 ms/,
    );
    fake.clearFaults();
    // The timed-out request may still land at PhonePe (the fake finishes it late): either way, one refund.
    await expect(client.refund({ merchantRefundId, merchantOrderId, amountPaise: 5_000 })).resolves.toEqual({
      refundId: `OMR${merchantRefundId}`,
      state: 'PENDING',
    });
    await new Promise((r) => setTimeout(r, 500));
    const held = [...fake.refunds.values()].filter((r) => r.merchantOrderId === merchantOrderId);
    expect(held).toEqual([expect.objectContaining({ merchantRefundId, amount: 5_000 })]);
  });

  it('fetches a new token once on a 401 and repeats the refund call', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    const tokens = fake.count('token');
    fake.revokeTokens();
    await expect(
      client.refund({ merchantRefundId, merchantOrderId, amountPaise: 5_000 }),
    ).resolves.toMatchObject({
      state: 'PENDING',
    });
    expect(fake.count('token') - tokens).toBe(1);
    expect(fake.refunds.get(merchantRefundId)?.amount).toBe(5_000);
  });
});

describe('PhonePe refund status', () => {
  it('reads PENDING, CONFIRMED, COMPLETED with the UTR from the split instrument, and FAILED with its error codes', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 7_000 });
    await expect(client.refundStatus(merchantRefundId)).resolves.toMatchObject({
      state: 'PENDING',
      amountPaise: 7_000,
      refundId: `OMR${merchantRefundId}`,
      utr: undefined,
      errorCode: undefined,
    });
    fake.setRefundState(merchantRefundId, 'CONFIRMED');
    expect((await client.refundStatus(merchantRefundId)).state).toBe('CONFIRMED');
    fake.setRefundState(merchantRefundId, 'COMPLETED', { utr: '586756785001' });
    const done = await client.refundStatus(merchantRefundId);
    expect(done).toMatchObject({ state: 'COMPLETED', amountPaise: 7_000, utr: '586756785001' });
    expect(done.raw).toMatchObject({ originalMerchantOrderId: merchantOrderId });

    const second = await paidOrder();
    await client.refund({ ...second, amountPaise: 7_000 });
    fake.setRefundState(second.merchantRefundId, 'FAILED', {
      errorCode: 'UPI_BACKBONE_ERROR',
      detailedErrorCode: 'UPI_1231',
    });
    await expect(client.refundStatus(second.merchantRefundId)).resolves.toMatchObject({
      state: 'FAILED',
      utr: undefined,
      errorCode: 'UPI_BACKBONE_ERROR',
      detailedErrorCode: 'UPI_1231',
    });
  });

  it('COMPLETED fills a UTR by default', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 7_000 });
    fake.setRefundState(merchantRefundId, 'COMPLETED');
    expect((await client.refundStatus(merchantRefundId)).utr).toMatch(/^\d{12}$/);
  });

  it('an unknown refund is ProviderRefundNotFoundError; a 500 or an answer not understood is ProviderUnavailableError', async () => {
    await expect(client.refundStatus('RF_never_sent')).rejects.toBeInstanceOf(ProviderRefundNotFoundError);
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 7_000 });
    fake.fault({ match: 'refundStatus', status: 503 });
    await expect(client.refundStatus(merchantRefundId)).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.setRefundState(merchantRefundId, 'REVERSED' as never);
    await expect(client.refundStatus(merchantRefundId)).rejects.toThrow(/not understood/);
  });

  it('fetches a new token once on a 401 and repeats the status call', async () => {
    const { merchantOrderId, merchantRefundId } = await paidOrder();
    await client.refund({ merchantRefundId, merchantOrderId, amountPaise: 7_000 });
    const tokens = fake.count('token');
    const statusCalls = fake.count('refundStatus');
    fake.revokeTokens();
    expect((await client.refundStatus(merchantRefundId)).state).toBe('PENDING');
    expect(fake.count('token') - tokens).toBe(1);
    expect(fake.count('refundStatus') - statusCalls).toBe(2);
  });
});
