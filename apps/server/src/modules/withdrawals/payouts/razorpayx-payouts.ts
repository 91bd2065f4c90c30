import { RazorpayHttp } from '../../../lib/razorpay-http';
import type { Payout, PayoutProvider, PayoutRequest, PayoutStatus } from './payout-provider';

interface RazorpayPayout {
  id: string;
  status: PayoutStatus;
  reference_id?: string | null;
  status_details?: { description?: string | null } | null;
  failure_reason?: string | null;
}

export class RazorpayXError extends Error {
  override name = 'RazorpayXError';
  constructor(
    message: string,
    /** The HTTP status RazorpayX answered, when it answered. */
    readonly status?: number,
    readonly path?: string,
  ) {
    super(message);
  }

  /**
   * RazorpayX refused the beneficiary itself (a bad UPI id or IFSC): sending again cannot help.
   * A 400 from /v1/payouts is not taken as final: it is also how RazorpayX answers an idempotency
   * key it already holds, and that payout may well be paid.
   */
  get permanent(): boolean {
    return this.status === 400 && (this.path === '/v1/contacts' || this.path === '/v1/fund_accounts');
  }
}

const toPayout = (payout: RazorpayPayout): Payout => ({
  id: payout.id,
  status: payout.status,
  referenceId: payout.reference_id ?? null,
  failureReason: payout.failure_reason ?? payout.status_details?.description ?? null,
});

/**
 * RazorpayX Payouts: a contact for the player, a fund account for the destination, then the
 * payout from the business account, with the withdrawal's id as the idempotency key.
 */
export class RazorpayXPayouts implements PayoutProvider {
  readonly #http: RazorpayHttp;

  constructor(
    keyId: string,
    keySecret: string,
    apiBase: string,
    private readonly accountNumber: string,
    timeoutMs = 15_000,
  ) {
    this.#http = new RazorpayHttp(
      keyId,
      keySecret,
      apiBase,
      'RazorpayX',
      (message, status, path) => new RazorpayXError(message, status, path),
      timeoutMs,
    );
  }

  async createPayout(request: PayoutRequest): Promise<Payout> {
    const contact = await this.#http.call<{ id: string }>('POST', '/v1/contacts', {
      name: request.beneficiary.name,
      email: request.beneficiary.email,
      contact: request.beneficiary.phone.replace(/^\+91/, ''),
      type: 'customer',
      reference_id: request.beneficiary.userId,
    });
    if (!contact) throw new RazorpayXError('RazorpayX did not create the contact');
    const destination = request.destination;
    const fundAccount = await this.#http.call<{ id: string }>(
      'POST',
      '/v1/fund_accounts',
      destination.type === 'upi'
        ? { contact_id: contact.id, account_type: 'vpa', vpa: { address: destination.upiId } }
        : {
            contact_id: contact.id,
            account_type: 'bank_account',
            bank_account: {
              name: destination.accountHolderName,
              ifsc: destination.ifsc,
              account_number: destination.accountNumber,
            },
          },
    );
    if (!fundAccount) throw new RazorpayXError('RazorpayX did not create the fund account');
    const payout = await this.#http.call<RazorpayPayout>(
      'POST',
      '/v1/payouts',
      {
        account_number: this.accountNumber,
        fund_account_id: fundAccount.id,
        amount: request.amountPaise,
        currency: 'INR',
        mode: destination.type === 'upi' ? 'UPI' : 'IMPS',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: request.idempotencyKey,
        narration: 'Ludo Arena winnings',
      },
      { 'X-Payout-Idempotency': request.idempotencyKey },
    );
    if (!payout) throw new RazorpayXError('RazorpayX did not create the payout');
    return toPayout(payout);
  }

  async fetchPayout(payoutId: string): Promise<Payout | null> {
    const payout = await this.#http.call<RazorpayPayout>('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`);
    return payout ? toPayout(payout) : null;
  }
}
