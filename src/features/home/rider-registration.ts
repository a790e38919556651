import { contact } from '#src/lib/contact.ts';

export const riderDialogTexts = {
  title: 'Dispatch rider registration',
  intro:
    'Riders join Bukka through our customer-care team: there is no online rider sign-up yet. Send us your details and we will contact you.',
  steps: [
    'Send your name, phone number and the area you can ride in.',
    'Customer care calls you to check your ID and your motorcycle or bicycle papers.',
    'Once approved you get a rider profile and start taking deliveries: up to N10,000 for your first 10 rides.',
  ],
  name: 'Full name',
  phone: 'Phone number',
  area: 'Area you can ride in',
  send: 'Send by e-mail',
  orCall: 'Or call customer care:',
} as const;

export interface RiderApplication {
  name: string;
  phone: string;
  area: string;
}

/** A mailto: link to customer care carrying the application. */
export function riderMailto(application: RiderApplication): string {
  const body = [
    'I would like to register as a dispatch rider.',
    `Name: ${application.name.trim()}`,
    `Phone: ${application.phone.trim()}`,
    `Area: ${application.area.trim()}`,
  ].join('\n');
  const params = new URLSearchParams({ subject: 'Dispatch rider registration', body });
  return `mailto:${contact.email}?${params.toString().replace(/\+/g, '%20')}`;
}
