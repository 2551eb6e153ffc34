import type { Role } from '../../../shared/roles';

/** The one password of every demo account (documented in the README; change or remove demo data in production). */
export const DEMO_PASSWORD = 'kazistay-demo-2026';

export interface DemoAccount {
  email: string;
  fullName: string;
  role: Role;
  avatarUrl: string | null;
  bio: string;
  /** Hosts only: the country whose demo listings they manage. */
  hostsIn?: string;
}

const avatar = (n: number) => `/demo/avatars/${n}.webp`;

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@kazistay.com',
    fullName: 'Amani Kariuki',
    role: 'admin',
    avatarUrl: avatar(9),
    bio: 'Runs the KaziStay platform from Nairobi.',
  },
  {
    email: 'host@kazistay.com',
    fullName: 'Wanjiru Mwangi',
    role: 'host',
    avatarUrl: avatar(1),
    bio: 'Nairobi-based host with homes and workspaces across Kenya. Fibre, backup power and good coffee everywhere.',
    hostsIn: 'Kenya',
  },
  {
    email: 'host.kampala@kazistay.com',
    fullName: 'Brian Ssemakula',
    role: 'host',
    avatarUrl: avatar(2),
    bio: 'Kampala architect turned host. I set up every desk myself, from Kololo to Fort Portal.',
    hostsIn: 'Uganda',
  },
  {
    email: 'host.dar@kazistay.com',
    fullName: 'Neema Kimaro',
    role: 'host',
    avatarUrl: avatar(3),
    bio: 'Karibu! I host remote workers in Dar es Salaam, Arusha and Zanzibar.',
    hostsIn: 'Tanzania',
  },
  {
    email: 'host.kigali@kazistay.com',
    fullName: 'Aline Uwase',
    role: 'host',
    avatarUrl: avatar(5),
    bio: 'Kigali local hosting calm, well-connected places across Rwanda, from Kimihurura to Lake Kivu.',
    hostsIn: 'Rwanda',
  },
  {
    email: 'host.addis@kazistay.com',
    fullName: 'Selam Tesfaye',
    role: 'host',
    avatarUrl: avatar(10),
    bio: 'Addis Ababa host. Ask me about the best macchiato in Bole.',
    hostsIn: 'Ethiopia',
  },
  {
    email: 'host.juba@kazistay.com',
    fullName: 'Deng Garang',
    role: 'host',
    avatarUrl: avatar(6),
    bio: 'Hosting NGO staff, consultants and nomads in Juba and beyond, with solar backup and satellite internet.',
    hostsIn: 'South Sudan',
  },
  {
    email: 'guest@kazistay.com',
    fullName: 'Daniel Otieno',
    role: 'guest',
    avatarUrl: avatar(4),
    bio: 'Software engineer from Kisumu, working remotely around East Africa.',
  },
  {
    email: 'lena.fischer@kazistay.com',
    fullName: 'Lena Fischer',
    role: 'guest',
    avatarUrl: avatar(7),
    bio: 'UX designer from Berlin, six months into an East Africa nomad year.',
  },
  {
    email: 'marcus.bell@kazistay.com',
    fullName: 'Marcus Bell',
    role: 'guest',
    avatarUrl: avatar(11),
    bio: 'Toronto-based data analyst chasing good WiFi and better sunsets.',
  },
  {
    email: 'provider@kazistay.com',
    fullName: 'Grace Nakato',
    role: 'provider',
    avatarUrl: avatar(8),
    bio: 'Photographer and tour guide in Kampala and Entebbe.',
  },
];

/** A username from a full name: "Wanjiru Mwangi" -> "wanjiru.mwangi". */
export { usernameFromName as usernameFor } from '../../../shared/account';
