import { koboToNaira } from '#shared/money.ts';
import { controlEndpoints, type PanelWallet } from '../control/control-endpoints.ts';
import type { ProxySlot } from '../control/proxy-routes.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { defineRoute, ok, type RouteDef } from '../routes/route-types.ts';
import { panelHtml } from './panel-page.ts';

/**
 * `/__mock/panel`: the simulator panel page (built on the control API of the same origin) — the
 * proxy's panel when the slot holds a proxy (proxy mode: the backend, not the world, answers).
 */
export const panelRoutes = (proxy: ProxySlot = {}): RouteDef[] => [
  defineRoute({
    method: 'GET',
    path: '/__mock/panel',
    summary:
      'Simulator panel (HTML): reset, seed, simulator, bank transfer, deliver, faults; in proxy mode the proxy’s answers, drifts and refused writes, recording and faults',
    tags: ['control'],
    hidden: true,
    handler: (ctx) => ({
      status: 200,
      body: panelHtml(ctx.seed, proxy.proxy ? 'proxy' : 'mock'),
      contentType: 'text/html; charset=utf-8',
      headers: { 'cache-control': 'no-store' },
    }),
  }),
  defineRoute({
    ...controlEndpoints.wallets,
    summary: 'Wallet accounts for the panel: [{ email, bank, accountNumber, balance }] (naira)',
    tags: ['control'],
    handler: (ctx) => ok(walletList(ctx)),
  }),
];

/** Up to 50 wallet accounts (creation order), so a presenter can pick one for a transfer. */
function walletList(ctx: Ctx) {
  const out: PanelWallet[] = [];
  for (const a of ctx.db.accounts.values()) {
    const user = ctx.db.users.get(a.userId);
    if (!user) continue;
    out.push({
      email: user.email,
      bank: a.bank,
      accountNumber: a.accountNumber,
      balance: koboToNaira(user.balanceKobo),
    });
    if (out.length >= 50) break;
  }
  return out;
}
