import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { panelHtml } from '../../panel/panel-page.ts';
import { type PlanStep, simulatorStatus } from '../simulator-memory.ts';
import { behavioursMarkdown } from './behaviours-doc.ts';
import {
  ARRIVAL_BEHAVIOURS,
  BEHAVIOURS,
  CITY_EVENT_TYPES,
  EVENT_KINDS,
  ORDER_BEHAVIOURS,
  PEOPLE_BEHAVIOURS,
} from './registry.ts';

const RUNNER_COUNTS = ['ticks', 'simulatedMs', 'skipped', 'errors', 'following', 'lastEvent'];

describe('the behaviours of the simulated city', () => {
  it('are each one record, named once, of one kind (order, arrival or people only)', () => {
    const names = BEHAVIOURS.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ORDER_BEHAVIOURS.length + ARRIVAL_BEHAVIOURS.length + PEOPLE_BEHAVIOURS.length).toBe(
      BEHAVIOURS.length,
    );
    expect(ARRIVAL_BEHAVIOURS.length).toBeGreaterThan(0);
  });

  it('leave no due order without a behaviour that always acts (no odds, no further condition)', () => {
    const steps = [
      'pay',
      'decide',
      'assign',
      'deliver',
      'cancel-unpaid',
    ] as const satisfies PlanStep[];
    for (const phase of ['unpaid', 'unaccepted', 'accepted'] as const) {
      for (const step of steps) {
        for (const whose of ['simulated', 'person'] as const) {
          const sure = ORDER_BEHAVIOURS.filter(
            ({ when, odds }) =>
              when.phase === phase &&
              (!when.steps || when.steps.includes(step)) &&
              (!when.whose || when.whose === whose) &&
              !when.also &&
              odds === undefined,
          );
          expect(sure.length, `${phase} ${step} ${whose}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('share an event kind only as one record: one type, one label, one badge', () => {
    const types = EVENT_KINDS.map((k) => k.type);
    expect(new Set(types).size).toBe(types.length);
    expect(CITY_EVENT_TYPES).toEqual(types);
    for (const kind of EVENT_KINDS) {
      expect(kind.label, kind.type).not.toBe('');
      expect(kind.badge.background, kind.type).toMatch(/^#[0-9a-f]{6}$/);
      expect(kind.badge.color, kind.type).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("name every counter of the simulator's status, and only those", async () => {
    const world = await createTestWorld(1);
    const counters = Object.keys(simulatorStatus(world.ctx)).filter(
      (key) =>
        !RUNNER_COUNTS.includes(key) && !['on', 'speed', 'demand', 'onTheRoad'].includes(key),
    );
    const stats = new Set(BEHAVIOURS.flatMap((b) => (b.stat ? [b.stat] : [])));
    expect([...stats].sort()).toEqual(counters.sort());
  });

  it('give the panel its badges and labels', () => {
    const html = panelHtml(1);
    for (const kind of EVENT_KINDS) {
      expect(html).toContain(
        `.ev-${kind.type} .badge{background:${kind.badge.background};color:${kind.badge.color}}`,
      );
    }
    const attribute = /<ol id="feed" data-labels="([^"]*)"/.exec(html)![1]!;
    const labels = JSON.parse(attribute.replaceAll('&#34;', '"').replaceAll('&#39;', "'"));
    expect(labels).toEqual(Object.fromEntries(EVENT_KINDS.map((k) => [k.type, k.label])));
  });

  it('are listed in docs/mock.md as the records say (`npm run docs:behaviours` rewrites it)', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/mock.md'), 'utf8');
    expect(doc).toContain(behavioursMarkdown());
    for (const b of BEHAVIOURS) expect(doc).toContain(`| ${b.name} |`);
  });
});
