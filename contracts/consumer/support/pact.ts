import path from 'node:path';
import { PactV4, type V3MockServer } from '@pact-foundation/pact';
import { CONSUMER, PROVIDER, pactPaths } from '../../paths';

/**
 * The Rust mock server records a matched request on a separate task, after it has answered. Under load the
 * check that follows a test can run first and report the request "expected but not received"
 * (pact-foundation/pact-reference#535, open at 16.5.0). A short pause before the check closes that window.
 */
export const SETTLE_MS = 50;

type TestFn = (mockServer: V3MockServer) => Promise<unknown>;

/** Wraps Pact's builder chain so that every `executeTest` body ends with the settling pause. */
function settlingTests<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function') return value;
      if (property === 'executeTest') {
        return (test: TestFn) =>
          value.call(object, async (mockServer: V3MockServer) => {
            const result = await test(mockServer);
            await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
            return result;
          });
      }
      return (...args: unknown[]) => {
        const result: unknown = value.apply(object, args);
        return result !== null && typeof result === 'object' ? settlingTests(result) : result;
      };
    },
  });
}

/** One Pact per test file (DESIGN §2); each executeTest gets its own mock server on a random port. */
export function createPact(): PactV4 {
  const pact = new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: pactPaths(path.resolve(__dirname, '../..')).outDir,
    logLevel: 'warn',
  });
  return settlingTests(pact);
}
