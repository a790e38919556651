// Customer-care contacts shown in the footer (spec "Footer: Contacts column").
export const contact = {
  phoneDisplay: '0700 000 2855',
  phoneHref: 'tel:+2347000002855',
  chatHref: 'https://wa.me/2347000002855',
  email: 'customercare@bukka.ng',
} as const;
