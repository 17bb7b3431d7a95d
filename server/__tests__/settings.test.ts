import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_OBSERVABILITY,
  DEFAULT_OPERATIONS,
  DEFAULT_PAGE_CACHE,
  DEFAULT_RENDER_LIMITS,
  DEFAULT_SHEDDING,
  MB,
  settingsFromEnv,
} from '../settings.ts';

describe('settings from the environment', () => {
  it('every setting has its default when unset, empty or not a number', () => {
    for (const env of [{}, { PAGE_CACHE_MAX_MB: '', RENDER_CONCURRENCY: 'many', SHED_HEAP_USED_MB: '-1' }]) {
      const settings = settingsFromEnv(env);
      assert.deepEqual(settings.pageCache, DEFAULT_PAGE_CACHE);
      assert.deepEqual(settings.renderLimits, DEFAULT_RENDER_LIMITS);
      assert.deepEqual(settings.shedding, DEFAULT_SHEDDING);
      assert.deepEqual(settings.operations, DEFAULT_OPERATIONS);
      assert.deepEqual(settings.observability, { ...DEFAULT_OBSERVABILITY, metricsHost: undefined });
      assert.deepEqual(settings.allowedHosts, []);
      assert.equal(settings.logLevel, 'info');
    }
  });

  it('reads sizes in MB, times in ms, lists of hosts, and 0 to turn a limit off', () => {
    const settings = settingsFromEnv({
      PAGE_CACHE_MAX_MB: '8.5',
      PAGE_CACHE_NOT_FOUND_ENTRIES: '10',
      RENDER_CONCURRENCY: '0',
      RENDER_RATE_PER_MINUTE: '0',
      SHED_EVENT_LOOP_DELAY_MS: '250',
      SHED_HEAP_USED_MB: '0',
      SHUTDOWN_TIMEOUT_MS: '2000',
      DRAIN_GRACE_MS: '0',
      ALLOWED_HOSTS: 'WWW.Telehealth.example, telehealth.example localhost:8080',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      METRICS_HOST: '127.0.0.1',
      CLIENT_ERRORS_PER_MINUTE: '3',
    });
    assert.equal(settings.pageCache.maxBytes, Math.round(8.5 * MB));
    assert.equal(settings.pageCache.maxNotFound, 10);
    assert.equal(settings.renderLimits.concurrency, 1, 'at least one render at a time');
    assert.equal(settings.renderLimits.perClientPerMinute, 0);
    assert.equal(settings.shedding.maxEventLoopDelayMs, 250);
    assert.equal(settings.shedding.maxHeapUsedBytes, 0);
    assert.equal(settings.operations.shutdownTimeoutMs, 2000);
    assert.equal(settings.operations.drainGraceMs, 0);
    assert.deepEqual(settings.allowedHosts, [
      'www.telehealth.example',
      'telehealth.example',
      'localhost:8080',
    ]);
    assert.equal(settings.logLevel, 'warn');
    assert.deepEqual(settings.observability, {
      metricsPort: 0,
      metricsHost: '127.0.0.1',
      clientErrorsPerMinute: 3,
    });
  });
});
