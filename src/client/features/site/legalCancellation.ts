import type { LegalDocument } from './legalDocument';
import { DEMO_PAYMENT } from '../../../shared/payments';
import { cancellationPolicyRule } from './policy';

export const cancellationPolicy: LegalDocument = {
  lastUpdated: 'April 15, 2025',
  intro:
    'This policy applies to every stay booked on KaziStay, whichever host you book with, so you know in advance exactly when you get your money back.',
  sections: [
    {
      heading: 'Full refund',
      paragraphs: [
        cancellationPolicyRule,
        'Both conditions must be met: you cancel no more than 48 hours after making the booking, and your check-in date is still at least 14 days away when you cancel. The refund covers the whole amount paid, including the cleaning fee and the service fee.',
      ],
    },
    {
      heading: 'All other cancellations',
      paragraphs: [
        'If you cancel more than 48 hours after booking, or when check-in is less than 14 days away, no refund is given. The same applies if you do not arrive, or if you leave before the end of your stay.',
      ],
    },
    {
      heading: 'Examples',
      paragraphs: [],
      items: [
        'You book on 1 March for a stay starting 20 March and cancel on 2 March: full refund (within 48 hours, 18 days before check-in).',
        'You book on 1 March for a stay starting 10 March and cancel the same day: no refund (check-in is only 9 days away).',
        'You book on 1 March for a stay starting 1 May and cancel on 5 March: no refund (more than 48 hours after booking).',
      ],
    },
    {
      heading: 'When a host cancels',
      paragraphs: [
        'If a host cancels a confirmed booking, you receive a full refund whatever the dates, and our support team will help you find a comparable stay.',
      ],
    },
    {
      heading: 'How to cancel',
      paragraphs: [
        `Open Booking History, choose the upcoming booking and press Cancel. Before you confirm, the dialog tells you exactly what this policy refunds for that booking; a refund goes back through the payment the booking was made with. Where a site takes demo payments (its booking screens say "${DEMO_PAYMENT}"), nothing was charged, so a refund is only recorded. If anything goes wrong, our support team can help through the contact page.`,
      ],
    },
  ],
};
