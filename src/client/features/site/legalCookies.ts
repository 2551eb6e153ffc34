import type { LegalDocument } from './legalDocument';

export const cookiePolicy: LegalDocument = {
  lastUpdated: 'April 15, 2025',
  intro:
    'Cookies are small text files a website stores in your browser. This policy explains which ones KaziStay uses and why.',
  sections: [
    {
      heading: 'Cookies we use',
      paragraphs: ['KaziStay only uses cookies and browser storage that the service needs to work:'],
      items: [
        'Session cookie: keeps you signed in as you move between pages. It cannot be read by scripts on the page and is sent only to KaziStay.',
        'Preferences: your display choices, such as light or dark mode, may be kept in your browser’s local storage so the site looks the way you left it.',
      ],
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        'We do not use advertising cookies, and we do not let third parties track you across other websites through KaziStay.',
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can delete or block cookies in your browser settings. If you block the session cookie you will still be able to browse stays, but you will not be able to sign in, book or send messages.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'If we start using a new kind of cookie we will update this policy first and, where the law requires it, ask for your consent.',
      ],
    },
  ],
};
