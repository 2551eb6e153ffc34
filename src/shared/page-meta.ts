/** Titles and descriptions of the fixed pages, used by the server's HTML and by the pages themselves. */
export const SITE_NAME = 'KaziStay';
export const DEFAULT_DESCRIPTION =
  'KaziStay: stays with a real workspace across East Africa for remote workers and digital nomads. Work and stay anywhere.';

export const pageMeta = {
  '/': { title: 'KaziStay — work and stay anywhere', description: DEFAULT_DESCRIPTION },
  '/marketplace': {
    title: 'Find places',
    description:
      'Search stays and workspaces with fast WiFi and a dedicated desk in Kenya, Uganda, Tanzania, Rwanda, Ethiopia and South Sudan.',
  },
  '/about': {
    title: 'About',
    description: 'Our mission: make it simple to do your best work from anywhere in East Africa.',
  },
  '/blog': {
    title: 'Blog',
    description: 'Guides for remote workers in East Africa: neighbourhoods, internet speeds and nomad life.',
  },
  '/faq': {
    title: 'FAQ',
    description:
      'Answers about booking, payment, cancellation, workspace verification and hosting on KaziStay.',
  },
  '/contact': { title: 'Contact', description: 'Contact the KaziStay team in Kampala, Uganda.' },
  '/legal': {
    title: 'Terms of Service',
    description: 'KaziStay terms of service, privacy, cookie and cancellation policies.',
  },
  '/sitemap': { title: 'Sitemap', description: 'Every page of KaziStay and the cities we cover.' },
  '/auth': { title: 'Sign In', description: 'Sign in or create your KaziStay account.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type MetaPath = keyof typeof pageMeta;

/** "About" -> "About — KaziStay"; a title already naming the site is kept. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}
