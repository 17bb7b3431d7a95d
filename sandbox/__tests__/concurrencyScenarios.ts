import fc from 'fast-check';

/** What the patient chose on an order: the voucher DESCUENTO5, the balance, the bundle. */
export interface Choices {
  voucher: boolean;
  balance: boolean;
  bundle: boolean;
}

export type Action =
  | { kind: 'pay'; order: number; key: number; card: 'ok' | 'declined' | 'authenticate' }
  | { kind: 'create'; order: number; key: number }
  | { kind: 'check'; order: number }
  | { kind: 'update'; order: number; choices: Choices }
  | { kind: 'cancel'; order: number }
  | { kind: 'join'; order: number }
  | { kind: 'bundle'; skip: number }
  | { kind: 'emergency'; choices: Choices };

/** An operation as a patient's tab would run it, through one of the processes, after a small delay. */
export interface Operation {
  via: number;
  delayMs: number;
  action: Action;
}

export interface Scenario {
  booked: Choices[];
  emergencies: Choices[];
  operations: Operation[];
}

const choices = fc.record({ voucher: fc.boolean(), balance: fc.boolean(), bundle: fc.boolean() });
const order = fc.nat(4);
const card = fc.oneof(
  { weight: 3, arbitrary: fc.constant('ok' as const) },
  fc.constant('declined' as const),
  fc.constant('authenticate' as const),
);
const operation = (processes: number, action: fc.Arbitrary<Action>) =>
  fc.record({ via: fc.nat(processes - 1), delayMs: fc.nat(3), action });

/**
 * A round: a fresh patient (20 € balance, a psychology bundle) with one to three booked pre-orders and, mostly,
 * two emergency ones (two tabs), each with its choices (the one voucher, the balance, the bundle). Every
 * pre-order is paid (the card drawn), and up to eight more operations run at the same moment: duplicate
 * creates and payments, status checks, changed choices, cancellations, the doctor joining, bundle bookings, new
 * emergencies.
 */
export const scenarios = (processes: number): fc.Arbitrary<Scenario> =>
  fc
    .record({
      booked: fc.array(choices, { minLength: 1, maxLength: 3 }),
      emergencies: fc
        .constantFrom(0, 1, 2, 2, 2)
        .chain((count) => fc.array(choices, { minLength: count, maxLength: count })),
      payments: fc.array(
        operation(
          processes,
          fc.record({ kind: fc.constant('pay' as const), order: fc.constant(0), key: fc.nat(2), card }),
        ),
        {
          minLength: 5,
          maxLength: 5,
        },
      ),
      more: fc.array(
        operation(
          processes,
          fc.oneof(
            {
              weight: 3,
              arbitrary: fc.record({ kind: fc.constant('pay' as const), order, key: fc.nat(2), card }),
            },
            fc.record({ kind: fc.constant('create' as const), order, key: fc.nat(2) }),
            fc.record({ kind: fc.constant('check' as const), order }),
            fc.record({ kind: fc.constant('update' as const), order, choices }),
            { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order }) },
            fc.record({ kind: fc.constant('join' as const), order }),
            fc.record({ kind: fc.constant('bundle' as const), skip: fc.nat(2) }),
            fc.record({ kind: fc.constant('emergency' as const), choices }),
          ),
        ),
        { maxLength: 8 },
      ),
    })
    .map(({ booked, emergencies, payments, more }) => ({
      booked,
      emergencies,
      // One payment per pre-order (its index), then the rest, all started together.
      operations: [
        ...payments
          .slice(0, booked.length + emergencies.length)
          .map((payment, index) => ({ ...payment, action: { ...payment.action, order: index } })),
        ...more,
      ],
    }));
