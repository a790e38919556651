// Customer-care contacts shown in the footer (spec "Footer: Contacts column"), the help page, the
// rider application and the order dispute link. They are the business's own details, so they are
// configuration: set VITE_SUPPORT_PHONE (international digits, e.g. 2347000002855),
// VITE_SUPPORT_EMAIL and optionally VITE_SUPPORT_CHAT_URL at build time. The defaults are Bukka's
// customer-care line and mailbox as listed in the README.
const env = import.meta.env;

const phone = (env.VITE_SUPPORT_PHONE ?? '2347000002855').replace(/\D/g, '');

/** `2347000002855` → `0700 000 2855` (Nigerian national format). */
function nationalFormat(international: string): string {
  const national = international.startsWith('234') ? `0${international.slice(3)}` : international;
  return national.length === 11
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : national;
}

export const contact = {
  phoneDisplay: nationalFormat(phone),
  phoneHref: `tel:+${phone}`,
  chatHref: env.VITE_SUPPORT_CHAT_URL ?? `https://wa.me/${phone}`,
  email: env.VITE_SUPPORT_EMAIL ?? 'customercare@bukka.ng',
} as const;
