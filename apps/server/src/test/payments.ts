import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './users';

/**
 * Opens a deposit order of `amount` rupees by UPI, as the wallet page does, and expects it
 * accepted. The payment routes are limited per address: the caller says which one it comes from.
 */
export async function openDepositOrder(
  app: FastifyInstance,
  player: { accessToken: string },
  amount: number,
  remoteAddress: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(player),
    payload: { amount, currency: 'INR', method: 'upi' },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { order: { id: string; amount: number }; transactionId: string };
  return { orderId: body.order.id, transactionId: body.transactionId, amountPaise: body.order.amount };
}
