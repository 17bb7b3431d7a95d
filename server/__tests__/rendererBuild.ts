/** The server renderer built for tests: the rsbuild node environment only, into a temporary dist. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A template like the build's index.html, whose one script the tests can fetch. */
export const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta name="description" content="Consultas médicas online"/>' +
  '<title>Telehealth</title><script defer src="/static/js/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** Builds the renderer (calling `providerUrl`) into a new temporary dist with TEMPLATE and its script. */
export async function buildRenderer(providerUrl: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-dist-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'js', 'index.js'), 'document.documentElement.dataset.app = "1";');
  process.env.PUBLIC_API_BASE_URL = providerUrl;
  const { content } = await loadConfig({ cwd: root });
  const node = content.environments?.node;
  assert.ok(node?.output?.distPath && typeof node.output.distPath === 'object');
  node.output.distPath.root = path.join(dir, 'server');
  const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: content, environment: ['node'] });
  await rsbuild.build();
  return dir;
}
