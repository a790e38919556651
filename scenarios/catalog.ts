// Every scenario, in the order the issue lists them.

import type { Scenario } from '#scenarios/core/types.ts';
import { accountSecurity } from '#scenarios/defs/account-security.ts';
import { newBuyer } from '#scenarios/defs/new-buyer.ts';
import { paymentFailures } from '#scenarios/defs/payment-failures.ts';
import { rider } from '#scenarios/defs/rider.ts';
import { vendorAccepts } from '#scenarios/defs/vendor-accepts.ts';
import { vendorOnboarding } from '#scenarios/defs/vendor-onboarding.ts';
import { vendorRefunds } from '#scenarios/defs/vendor-refunds.ts';
import { visitorBrowses } from '#scenarios/defs/visitor-browses.ts';
import { wallet } from '#scenarios/defs/wallet.ts';

export const scenarios: Scenario[] = [
  newBuyer,
  vendorAccepts,
  vendorRefunds,
  wallet,
  paymentFailures,
  accountSecurity,
  vendorOnboarding,
  rider,
  visitorBrowses,
];

/** Scenarios whose name is in `only` (comma-separated), or all. */
export function selectScenarios(only?: string): Scenario[] {
  if (!only) return scenarios;
  const names = only.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !scenarios.some((s) => s.name === n));
  if (unknown.length > 0) {
    throw new Error(
      `unknown scenario(s): ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`,
    );
  }
  return scenarios.filter((s) => names.includes(s.name));
}
