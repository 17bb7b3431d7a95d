import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preferredEncoding } from '../encoding.ts';

describe('preferredEncoding', () => {
  const cases: Array<[string | undefined, string]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${expected}`, () => assert.equal(preferredEncoding(header), expected));
  }
});
