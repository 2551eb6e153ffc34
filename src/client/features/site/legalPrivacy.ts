import type { LegalDocument } from './legalDocument';

export const privacyPolicy: LegalDocument = {
  lastUpdated: 'April 15, 2025',
  intro:
    'This policy explains what personal information KaziStay collects, why we use it, who we share it with and the choices you have. We collect only what we need to run the marketplace.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect:'],
      items: [
        'account details: your name, email address, password (stored only as a secure hash), role and profile photo;',
        'booking details: properties, dates, number of guests, prices and booking status;',
        'content you create: reviews, forum posts, messages to hosts and providers, listings and photos;',
        'messages you send us through the contact form;',
        'technical data: your IP address, browser type and the pages you visit, used to keep the service secure and working.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your information to create and secure your account, process bookings, let guests, hosts and providers communicate, show reviews, answer support requests, prevent fraud and abuse, and improve the platform. We do not sell your personal information.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'When you book, the host sees your name, dates and number of guests so they can prepare your stay; when you book a service, the provider sees what they need to deliver it. Reviews and forum posts show your name and photo publicly.',
        'We use trusted companies to host our servers and send email. They process data only on our instructions. We disclose information to authorities only when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account information while your account is open. Booking records are kept as long as needed for accounting and legal obligations. When you delete your account we delete or anonymise your personal information, except where we must keep it by law.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Connections to KaziStay are encrypted, passwords are stored as one-way hashes, and sessions end when you sign out or change your password. No system is perfectly secure; if we learn of a breach that affects you, we will tell you.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can view and update your profile in Account Settings at any time. You may ask us for a copy of your data, ask us to correct or delete it, or object to a particular use, by writing to us through the contact page. We answer within 30 days.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: ['We use a small number of cookies, described in our Cookie Policy.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will post any change to this policy on this page and update the date above. If a change is significant we will also tell you by email.',
      ],
    },
  ],
};
