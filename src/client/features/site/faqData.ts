import type { LegalTab } from './legalTabs';
import { DEMO_PAYMENT, SERVICE_PAY_HOURS } from '../../../shared/payments';
import { cancellationPolicyRule } from './policy';

export interface FaqItem {
  value: string;
  question: string;
  answer: string[];
  /** A tab of /legal with the full text behind the answer. */
  legalTab?: LegalTab;
}

/** The five questions of /faq. */
export const faqItems: FaqItem[] = [
  {
    value: 'booking',
    question: 'How do I book a stay?',
    answer: [
      'Find a place in the marketplace, open it and choose your check-in and check-out dates and the number of guests (up to 6) in the booking card. The card shows the nightly price, the cleaning and service fees and the total before you confirm.',
      'Select Book Now while signed in. Your booking appears in your booking history, where you can follow its status and, after your stay, write a review.',
    ],
  },
  {
    value: 'payment',
    question: 'How does payment work?',
    answer: [
      'All prices are in US dollars per night. The total you see before booking is the nightly price multiplied by the number of nights, plus a cleaning fee and a service fee; there are no hidden charges added later.',
      'Your booking is confirmed once the payment provider confirms your payment, and both statuses are shown in your booking history.',
      `A service (photography, cleaning, a tour...) is paid once its provider confirms your request: you get a link to pay in your bookings, your messages and by e-mail, and a booking not paid within ${SERVICE_PAY_HOURS} hours lapses and frees the slot.`,
      `Where a site takes demo payments, the booking card and your bookings say "${DEMO_PAYMENT}": the booking is confirmed a moment after you book, no card is charged and no refund is sent.`,
    ],
  },
  {
    value: 'cancellation',
    question: 'What is the cancellation policy?',
    answer: [cancellationPolicyRule, 'Cancellations that do not meet both conditions are not refunded.'],
    legalTab: 'cancellation',
  },
  {
    value: 'workspace',
    question: 'How are workspaces verified?',
    answer: [
      'Every listing describes its workspace: desk setup, monitor, lighting, noise level and any extra equipment, together with an internet download speed measured by the host. Each property carries a workspace score and a stay score out of 10.',
      'Guests rate the workspace and the stay separately in their reviews, so what other remote workers experienced is visible on every listing. If a workspace does not match its description, contact support and we will look into it.',
    ],
  },
  {
    value: 'hosting',
    question: 'How do I become a host?',
    answer: [
      'Create an account, then open the host area to list your property: add photos, describe the stay and the workspace, set your nightly price and state your internet speed. You can list a full work-and-stay property or a workspace only.',
      'Once your listing is live you manage your calendar, bookings and payouts from the host dashboard. If you offer services such as photography, cleaning or tours instead, use Become a Provider.',
    ],
  },
];
