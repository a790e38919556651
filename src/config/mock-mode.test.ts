import { describe, expect, it } from 'vitest';
import { isMockMode } from '#src/config/mock-mode.ts';

describe('mock mode', () => {
  it('is on with an empty API URL and off against a hosted API', () => {
    expect(isMockMode({})).toBe(true);
    expect(isMockMode({ VITE_API_URL: '' })).toBe(true);
    expect(isMockMode({ VITE_API_URL: 'https://biteapi.onrender.com' })).toBe(false);
  });

  it('follows VITE_MOCK when it is set', () => {
    expect(isMockMode({ VITE_MOCK: '1', VITE_API_URL: 'http://localhost:4010' })).toBe(true);
    expect(isMockMode({ VITE_MOCK: '0' })).toBe(false);
    expect(isMockMode({ VITE_MOCK: 'false' })).toBe(false);
  });
});
