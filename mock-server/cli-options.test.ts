import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCK_FLAGS, mockFlagsHelp, mockFlagsPage } from './cli-flags.ts';
import { parseCli } from './cli-options.ts';
import { PRESENTER_SPEED } from './simulator/presenter-defaults.ts';

describe('parseCli', () => {
  it('serving a client turns the simulator on at the presenter’s speed', () => {
    expect(parseCli(['--serve', 'dist'], {})).toMatchObject({
      simulator: true,
      speed: PRESENTER_SPEED,
      port: 4010,
      seed: 1,
    });
    expect(parseCli([], {})).toMatchObject({ simulator: false, speed: PRESENTER_SPEED });
  });

  it('takes --speed and refuses speeds outside 0.1–100', () => {
    expect(parseCli(['--serve', 'dist', '--speed', '10'], {}).speed).toBe(10);
    expect(parseCli(['--speed=0.5'], {}).speed).toBe(0.5);
    expect(() => parseCli(['--speed', '0'], {})).toThrow('--speed must be between 0.1 and 100');
    expect(() => parseCli(['--speed', 'fast'], {})).toThrow('--speed');
    expect(() => parseCli(['--speed', '101'], {})).toThrow('--speed');
  });

  it('takes --state DIR (no default: the world stays in memory)', () => {
    expect(parseCli([], {}).state).toBeUndefined();
    expect(parseCli(['--state', '.bukka-state'], {}).state).toBe('.bukka-state');
    expect(parseCli(['--serve', 'dist', '--state=/tmp/w'], {}).state).toBe('/tmp/w');
    expect(() => parseCli(['--state'], {})).toThrow('--state takes a directory');
    expect(() => parseCli(['--state', '--seed', '2'], {})).toThrow('--state takes a directory');
  });

  it('takes --keep-worlds with --state only, and a --replica-id that can start a world id', () => {
    expect(parseCli(['--state', 'd'], {}).keepWorlds).toBe(false);
    expect(parseCli(['--state', 'd', '--keep-worlds'], {}).keepWorlds).toBe(true);
    expect(() => parseCli(['--keep-worlds'], {})).toThrow('--keep-worlds needs --state DIR');
    expect(parseCli([], {}).replicaId).toBeUndefined();
    expect(parseCli(['--replica-id', 'bukka-mock-2'], {}).replicaId).toBe('bukka-mock-2');
    expect(() => parseCli(['--replica-id', 'R1'], {})).toThrow('--replica-id takes lower-case');
    expect(() => parseCli(['--replica-id', 'r1;x'], {})).toThrow('--replica-id');
  });

  it('takes --max-worlds-mb (default 2048 MB) and refuses what is not a size', () => {
    expect(parseCli([], {}).maxWorldsMb).toBe(2048);
    expect(parseCli(['--max-worlds-mb', '512'], {}).maxWorldsMb).toBe(512);
    for (const bad of ['0', '8', 'lots', '1.5'])
      expect(() => parseCli(['--max-worlds-mb', bad], {})).toThrow('--max-worlds-mb');
  });
});

describe('the flag list', () => {
  it('docs/mock-flags.md is what MOCK_FLAGS says (else: npm run docs:flags)', () => {
    const file = new URL('../docs/mock-flags.md', import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(mockFlagsPage());
  });

  it('is the list the parser takes: each named flag is known, any other is refused', () => {
    for (const flag of MOCK_FLAGS) {
      let problem = '';
      try {
        parseCli([`--${flag.name}`, 'x'], {});
      } catch (error) {
        problem = (error as Error).message;
      }
      expect(problem).not.toMatch(/unknown flag/);
    }
    expect(() => parseCli(['--no-such-flag', 'x'], {})).toThrow('unknown flag --no-such-flag');
    expect(parseCli(['--help'], {}).help).toBe(true);
    expect(mockFlagsHelp()).toContain('--control-token T');
    expect(mockFlagsHelp()).toContain('env MOCK_ALLOWED_HOSTS');
  });
});
