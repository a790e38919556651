/** Demo accounts of team-conventions.md (seeded in every world). */
export const DEMO_PASSWORD = 'bukka-demo';
export const DEMO_DEVICE = 'demo-device';

export const demoAccounts = [
  { role: 'buyer', email: 'buyer@bukka.test', firstname: 'Adaeze', surname: 'Okafor' },
  { role: 'vendor', email: 'vendor@bukka.test', firstname: 'Tunde', surname: 'Bakare' },
  { role: 'rider', email: 'rider@bukka.test', firstname: 'Emeka', surname: 'Eze' },
] as const;
