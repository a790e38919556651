import { describe, expect, it } from 'vitest';
import { WORLD_COOKIE, WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import { oneWorld, worldNamedBy } from './world-selection.ts';

// Which world a request names is a function of the request alone: header, then cookie, then (on
// /__mock paths only) ?world=; the registry's own routes and an empty name reach the default world.

describe('worldNamedBy', () => {
  const none = {};
  it('reads the header first, then the cookie, then ?world= on /__mock paths only', () => {
    const cookies = { [WORLD_COOKIE]: 'from-cookie' };
    expect(worldNamedBy('/api/x', { [WORLD_HEADER]: 'from-header' }, cookies)).toBe('from-header');
    expect(worldNamedBy('/api/x', { [WORLD_HEADER]: ['first', 'second'] }, none)).toBe('first');
    expect(worldNamedBy('/api/x', none, cookies, { world: 'q' })).toBe('from-cookie');
    expect(worldNamedBy('/__mock/events', none, none, { world: 'q' })).toBe('q');
    expect(worldNamedBy('/api/x', none, none, { world: 'q' })).toBeUndefined();
  });

  it('names the default world on the registry’s own routes and for an empty name', () => {
    const headers = { [WORLD_HEADER]: 'w1' };
    expect(worldNamedBy('/__mock/worlds', headers, none)).toBeUndefined();
    expect(worldNamedBy('/__mock/worlds/w1/recording', headers, none)).toBeUndefined();
    expect(worldNamedBy('/api/x', { [WORLD_HEADER]: '' }, none)).toBeUndefined();
    expect(worldNamedBy('/api/x', none, none)).toBeUndefined();
  });
});

describe('oneWorld', () => {
  it('serves every request in its world, with one answer made once', () => {
    const ctx = createCtx({ seed: 1, clock: createFixedClock(0) });
    const resolve = oneWorld(ctx);
    const served = resolve('/api/x', { [WORLD_HEADER]: 'other' }, {});
    expect(served).toMatchObject({ ok: true, ctx });
    expect(resolve('/__mock/panel', {}, {})).toBe(served);
  });
});
