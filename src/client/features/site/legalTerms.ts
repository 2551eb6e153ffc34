import type { LegalDocument } from './legalDocument';

export const termsOfService: LegalDocument = {
  lastUpdated: 'April 15, 2025',
  intro:
    'These terms govern your use of KaziStay, a marketplace where remote workers book stays with a workspace across East Africa, hosts list properties and providers offer services. By creating an account or making a booking you agree to them.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You must give accurate information when you sign up and keep your password to yourself. You are responsible for what happens under your account; tell us straight away if you think someone else has used it.',
        'You choose a role when you sign up (guest, host or service provider). We may suspend accounts that break these terms, post misleading listings or are used for fraud.',
      ],
    },
    {
      heading: '2. Bookings',
      paragraphs: [
        'A booking is a contract between the guest and the host for the dates, number of guests and price shown when the guest confirms. KaziStay provides the platform and is not a party to that contract.',
        'Prices are shown in US dollars per night. The total shown before you confirm includes the nightly price for every night of the stay plus the cleaning fee and the service fee. A stay may host at most six guests.',
      ],
    },
    {
      heading: '3. Cancellations and refunds',
      paragraphs: [
        'Cancellations and refunds follow our Cancellation Policy, which forms part of these terms. Hosts may not apply stricter rules to bookings made through KaziStay.',
      ],
    },
    {
      heading: '4. Hosts',
      paragraphs: ['If you list a property you agree that:'],
      items: [
        'you have the right to rent it out and comply with local laws, permits and taxes;',
        'photos, descriptions, amenities and the workspace details (desk, monitor, lighting, noise level) are accurate and current;',
        'the internet speed you state is one you have measured at the property;',
        'you keep your calendar up to date and honour confirmed bookings.',
      ],
    },
    {
      heading: '5. Guests',
      paragraphs: [
        'Treat the property and the neighbourhood with respect, follow the house rules shown on the listing, and leave the workspace and equipment in the condition you found them. You are responsible for damage caused during your stay beyond normal wear.',
      ],
    },
    {
      heading: '6. Services from providers',
      paragraphs: [
        'Service providers (for example photographers, cleaners and tour guides) offer their services directly to you. They are responsible for the quality and safety of what they provide and for holding any licence it requires.',
      ],
    },
    {
      heading: '7. Reviews and community content',
      paragraphs: [
        'Reviews must reflect a real stay and your honest experience. Forum posts and messages must not be abusive, discriminatory, misleading or spam, and must not share other people’s personal information. We may remove content that breaks these rules.',
      ],
    },
    {
      heading: '8. Our responsibility',
      paragraphs: [
        'We work to keep KaziStay available and listings accurate, but we cannot guarantee that the platform will always be uninterrupted or that a property will match every expectation. To the extent the law allows, we are not liable for indirect losses such as lost income or missed work caused by a stay or a service.',
      ],
    },
    {
      heading: '9. Changes to these terms',
      paragraphs: [
        'We may update these terms. When we make a significant change we will tell you by email or on the site before it takes effect; bookings already confirmed stay under the terms in force when they were made.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'Questions about these terms can be sent through our contact page. Our office is in Kampala, Uganda.',
      ],
    },
  ],
};
