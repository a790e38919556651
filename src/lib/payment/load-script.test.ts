// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, resetScriptLoads } from './load-script.ts';

const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  resetScriptLoads();
  delete w.FakePop;
  document.head.innerHTML = '';
});

function scripts() {
  return [...document.head.querySelectorAll('script')];
}

describe('loadScript', () => {
  it('appends the script once and resolves to the global it defines', async () => {
    const first = loadScript('http://x.test/inline.js', { globalName: 'FakePop' });
    const second = loadScript('http://x.test/inline.js', { globalName: 'FakePop' });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('http://x.test/inline.js');
    w.FakePop = 'the class';
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('the class');
    await expect(second).resolves.toBe('the class');
    await expect(loadScript('http://x.test/inline.js', { globalName: 'FakePop' })).resolves.toBe(
      'the class',
    );
    expect(scripts()).toHaveLength(1);
  });

  it('rejects on a load error and tries again next time', async () => {
    const failed = loadScript('http://x.test/a.js', { globalName: 'FakePop' });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load http://x.test/a.js');
    expect(scripts()).toHaveLength(0);
    loadScript('http://x.test/a.js', { globalName: 'FakePop' }).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script defines nothing', async () => {
    const empty = loadScript('http://x.test/b.js', { globalName: 'FakePop' });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('did not define FakePop');
  });
});
