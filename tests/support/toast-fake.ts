// The one toast fake of the component tests: the real `#src/lib/toast.ts` with the calls screens
// make recorded instead of shown. In a test file:
//
//   import { toast } from '#tests/support/toast-fake.ts';
//   vi.mock('#src/lib/toast.ts', async (real) =>
//     (await import('#tests/support/toast-fake.ts')).withToastSpies(await real()));
//
// and assert on `toast.notifyError` and friends. (The factory imports this file again: it is the
// same module, so the test and the mocked module share `toast`.)
import { vi } from 'vitest';
import type * as Toast from '#src/lib/toast.ts';

export const toast = {
  showToast: vi.fn<typeof Toast.showToast>(() => 'toast-1'),
  notifySuccess: vi.fn<typeof Toast.notifySuccess>(() => 'toast-1'),
  notifyInfo: vi.fn<typeof Toast.notifyInfo>(() => 'toast-1'),
  notifyWarning: vi.fn<typeof Toast.notifyWarning>(() => 'toast-1'),
  notifyError: vi.fn<typeof Toast.notifyError>(() => 'toast-1'),
  stickyToast: vi.fn<typeof Toast.stickyToast>(() => 'sticky-1'),
  toastAdded: vi.fn<typeof Toast.toastAdded>(() => 'added-1'),
  dismissToast: vi.fn<typeof Toast.dismissToast>(),
};

/** The real toast module with `toast`'s functions in place of its own. */
export function withToastSpies(real: unknown): typeof Toast {
  return { ...(real as typeof Toast), ...toast } as unknown as typeof Toast;
}
