import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderEventLabels, orderEventTypes } from '../../../contract/admin-operations.ts';

/** Every `addOrderEvent(db, orderNo, 'type', …)` in the server's sources, by type. */
function writtenEventTypes(): Set<string> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const types = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/addOrderEvent\(\s*\w+,\s*[\w.]+,\s*'([a-z_]+)'/g)) if (match[1]) types.add(match[1]);
  }
  return types;
}

describe('order event types', () => {
  it('lists every type the server writes in the contract, each with a Chinese label (the console shows nothing else)', () => {
    const written = writtenEventTypes();
    expect(written.size).toBeGreaterThanOrEqual(15);
    for (const type of written) expect(orderEventTypes, type).toContain(type);
    for (const type of orderEventTypes) expect(orderEventLabels[type], type).toMatch(/[\u4e00-\u9fff]/);
  });
});
