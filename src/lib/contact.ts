// Customer-care contacts shown in the footer (spec "Footer: Contacts column"), the help page, the
// rider application and the order dispute link. They are the business's own details, so they are
// configuration: set VITE_SUPPORT_PHONE (international digits, e.g. 2347000002855),
// VITE_SUPPORT_EMAIL and optionally VITE_SUPPORT_CHAT_URL at build time. The defaults are Bukka's
// customer-care line and mailbox (docs/commands.md, "Configuration").
import { env } from '#src/config/env.ts';
import { formatPhone } from '#src/lib/phone.ts';

const phone = (env.VITE_SUPPORT_PHONE || '2347000002855').replace(/\D/g, '');

export const contact = {
  phoneDisplay: formatPhone(phone),
  phoneHref: `tel:+${phone}`,
  chatHref: env.VITE_SUPPORT_CHAT_URL || `https://wa.me/${phone}`,
  email: env.VITE_SUPPORT_EMAIL || 'customercare@bukka.ng',
} as const;
