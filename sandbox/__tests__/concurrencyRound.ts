import { randomUUID } from 'node:crypto';
import type { Choices, Operation, Scenario } from './concurrencyScenarios.ts';
import type { Target } from './concurrencyTargets.ts';
import type { Reply } from './helpers.ts';

const CARDS = { ok: '4242424242424242', declined: '4000000000000002', authenticate: '4000002500003155' };
/** Psychology (speciality 1): doctor 1 is always on duty, the demo patient's bundle is of psychology. */
const SPECIALITY = 1;
const DOCTORS = [1, 2, 3];
const DAY = 24 * 3600 * 1000;

interface Patient {
  token: string;
  bundleId: number;
}

/** A round against the sandbox processes: what it answered (every status), for the checks afterwards. */
export class Round {
  readonly answers: { what: string; status: number; code?: string }[] = [];
  private readonly orders: number[] = [];
  private patient: Patient = { token: '', bundleId: 0 };

  private readonly targets: Target[];
  private readonly now: number;
  private readonly id: string;

  constructor(targets: Target[], now: number, id: string) {
    this.targets = targets;
    this.now = now;
    this.id = id;
  }

  private async ask(via: number, what: string, route: string, body?: unknown): Promise<Reply> {
    const reply = await this.targets[via % this.targets.length]!.request(route, body, this.patient.token);
    this.answers.push({
      what: `${what} ${route}`,
      status: reply.status,
      code: reply.body.code as string | undefined,
    });
    return reply;
  }

  async setUp(scenario: Scenario) {
    const made = await this.ask(0, 'setup', 'POST /sandbox/demo-patients', {});
    const signedIn = await this.ask(0, 'setup', 'POST /api/v1/auth/login-token', {
      token: made.body.login_token,
    });
    this.patient.token = signedIn.body.access_token as string;
    const bundles = await this.ask(0, 'setup', 'GET /api/v1/bundles/orders/history');
    this.patient.bundleId = (bundles.body.bundle_order_list as { id: number }[])[0]!.id;
    for (const [index, chosen] of scenario.booked.entries()) {
      const doctor = DOCTORS[index % DOCTORS.length]!;
      const start = await this.freeSlot(0, doctor, 0);
      if (start) await this.preOrder(0, doctor, start, chosen);
    }
    for (const chosen of scenario.emergencies) await this.preOrder(0, DOCTORS[0]!, null, chosen);
  }

  private async freeSlot(via: number, doctor: number, skip: number): Promise<string | undefined> {
    const from = this.now + DAY;
    const slots = await this.ask(
      via,
      'slots',
      `POST /api/v1/pwa/doctor/${doctor}/speciality/${SPECIALITY}/timeslots?from=${from}&to=${from + 20 * DAY}`,
      { zone: 'Europe/Madrid', offset: 60 },
    );
    const free = (slots.body.timeslots as { start: string; is_available: boolean }[]).filter(
      (slot) => slot.is_available,
    );
    return free[skip]?.start;
  }

  private async preOrder(via: number, doctor: number, start: string | null, chosen: Choices) {
    const made = await this.ask(via, 'pre-order', 'POST /api/v1/pre-order', {
      doctor_id: doctor,
      speciality_id: SPECIALITY,
      appointment_type: start === null ? 'emergency' : 'booked',
      start_at: start,
      time_zone: 'Europe/Madrid',
    });
    if (made.status !== 201) return;
    this.orders.push(made.body.id as number);
    await this.update(via, made.body.id as number, chosen);
  }

  private update(via: number, preOrderId: number, chosen: Choices) {
    return this.ask(via, 'update', 'POST /api/v1/order/update', {
      pre_order_id: preOrderId,
      voucher_code: chosen.voucher ? 'DESCUENTO5' : null,
      use_balance: chosen.balance,
      bundle_order_id: chosen.bundle ? this.patient.bundleId : null,
    });
  }

  private orderOf(index: number): number | undefined {
    return this.orders.length === 0 ? undefined : this.orders[index % this.orders.length];
  }

  private async payments(via: number, preOrderId: number) {
    const listed = await this.ask(via, 'payments', `GET /sandbox/pre-orders/${preOrderId}/payments`);
    return (listed.body.payment_list ?? []) as {
      payment_id: string;
      status: string;
      appointment_id: number | null;
    }[];
  }

  async run({ via, delayMs, action }: Operation) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const preOrderId = 'order' in action ? this.orderOf(action.order) : undefined;
    switch (action.kind) {
      case 'pay':
      case 'create': {
        if (preOrderId === undefined) return;
        const created = await this.ask(via, action.kind, 'POST /api/v1/payment/create', {
          pre_order_id: preOrderId,
          idempotency_key: `${this.id}-${preOrderId}-${action.key}`,
        });
        const status = created.body.status as string | undefined;
        if (action.kind === 'create' || (status !== 'requires_payment_method' && status !== 'failed')) return;
        const paymentId = created.body.payment_id as string;
        const confirmed = await this.ask(via, 'confirm', `POST /sandbox/payments/${paymentId}/confirm`, {
          card_number: CARDS[action.card],
        });
        if (confirmed.body.status === 'requires_action') {
          await this.ask(via, 'authenticate', `POST /sandbox/payments/${paymentId}/authenticate`, {
            approve: true,
          });
        }
        return;
      }
      case 'check': {
        if (preOrderId === undefined) return;
        for (const payment of await this.payments(via, preOrderId)) {
          await this.ask(via, 'check', 'POST /api/v1/payment/check-status', {
            payment_id: payment.payment_id,
          });
        }
        return;
      }
      case 'update':
        if (preOrderId !== undefined) await this.update(via, preOrderId, action.choices);
        return;
      case 'cancel': {
        if (preOrderId === undefined) return;
        const paid = (await this.payments(via, preOrderId)).find(
          (payment) => payment.appointment_id !== null,
        );
        if (!paid) return;
        await this.ask(via, 'cancel', `POST /api/v1/meeting/cancellations/submit/${paid.appointment_id}`, {
          reason_id: 1,
        });
        await this.ask(via, 'cancel', `PUT /api/v1/meeting/cancel-meeting/${paid.appointment_id}`, {});
        return;
      }
      case 'join': {
        // The doctor joins the visit (the sandbox's back door): an emergency joined is not cancelled later.
        if (preOrderId === undefined) return;
        const paid = (await this.payments(via, preOrderId)).find(
          (payment) => payment.appointment_id !== null,
        );
        if (paid)
          await this.ask(
            via,
            'join',
            `POST /sandbox/appointments/${paid.appointment_id}/enter-waiting-room`,
            {},
          );
        return;
      }
      case 'bundle': {
        const start = await this.freeSlot(via, DOCTORS[1]!, action.skip);
        if (!start) return;
        await this.ask(
          via,
          'bundle',
          `POST /api/v1/bundles/orders/${this.patient.bundleId}/meetings/schedule`,
          {
            doctor_id: DOCTORS[1],
            start_at: start,
            time_zone: 'Europe/Madrid',
          },
        );
        return;
      }
      case 'emergency':
        await this.preOrder(via, DOCTORS[0]!, null, action.choices);
        return;
    }
  }

  /** Every process reads at once, so each applies the clock's rules (an emergency no doctor joined) itself. */
  async readEverywhere() {
    await Promise.all(
      this.targets.flatMap((_, via) =>
        [0, 1].map(() => this.ask(via, 'read', 'GET /api/v1/finance/balance')),
      ),
    );
  }

  /** Answers of 500 and up, but for 503 `busy` (a lock held past the busy timeout: try again, nothing done). */
  get serverErrors() {
    return this.answers.filter((answer) => answer.status >= 500 && answer.code !== 'busy');
  }
}

export const roundId = () => randomUUID().slice(0, 8);
