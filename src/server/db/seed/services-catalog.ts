import type { ServiceCategoryId, ServiceCurrency, WeekDay } from '../../../shared/services';

/** A demo provider: who they are (an account by email) and what they applied with. */
export interface DemoProvider {
  email: string;
  displayName: string;
  bio: string;
  categories: ServiceCategoryId[];
  startingPriceCents: number;
  currency: ServiceCurrency;
  availability: WeekDay[];
  timeSlots: string;
  /** Days before the seed that they applied; approved a day later. */
  daysAgo: number;
  services: DemoService[];
}

export interface DemoService {
  title: string;
  description: string;
  categoryId: ServiceCategoryId;
  priceCents: number;
}

const WEEKDAYS: WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** The demo provider (provider@kazistay.com) first: the one whose dashboard the README points to. */
export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    email: 'provider@kazistay.com',
    displayName: 'Grace Nakato Photography',
    bio: 'Photographer and tour guide in Kampala and Entebbe: listing shoots, portraits and day tours.',
    categories: ['photography', 'tours'],
    startingPriceCents: 3500,
    currency: 'USD',
    availability: [...WEEKDAYS, 'saturday'],
    timeSlots: '08:00-12:00, 14:00-18:00',
    daysAgo: 60,
    services: [
      {
        title: 'Professional headshots at your stay',
        description:
          'A relaxed 45-minute portrait session wherever you are staying in Kampala: ten edited photos for LinkedIn, your website or a conference bio, delivered within two days.',
        categoryId: 'photography',
        priceCents: 3500,
      },
      {
        title: 'Listing photo shoot for hosts',
        description:
          'Bright, honest photos of your stay and its workspace: the desk, the light, the view. Thirty edited images sized for KaziStay, delivered the next day.',
        categoryId: 'photography',
        priceCents: 8500,
      },
      {
        title: 'Entebbe day tour: botanical gardens and Lake Victoria',
        description:
          'A half-day trip from Kampala to the Entebbe botanical gardens and the lake shore, with transport and a local lunch. Back in time for your afternoon calls.',
        categoryId: 'tours',
        priceCents: 6000,
      },
    ],
  },
  {
    email: 'achieng.otieno@example.com',
    displayName: 'Achieng Home Care',
    bio: 'Reliable cleaning for long stays in Nairobi (Kilimani, Westlands, Lavington). Eco products, own equipment.',
    categories: ['cleaning'],
    startingPriceCents: 2500,
    currency: 'USD',
    availability: WEEKDAYS,
    timeSlots: '08:00-12:00, 13:00-17:00',
    daysAgo: 45,
    services: [
      {
        title: 'Weekly apartment clean in Nairobi',
        description:
          'Three hours of cleaning while you work: floors, kitchen, bathroom, fresh linen and a tidy desk. Ideal for month-long stays.',
        categoryId: 'cleaning',
        priceCents: 2500,
      },
      {
        title: 'Deep clean before you move out',
        description: 'Oven, fridge, windows and every corner, so your host finds the place as you found it.',
        categoryId: 'cleaning',
        priceCents: 5500,
      },
    ],
  },
  {
    email: 'jonas.becker@example.com',
    displayName: 'Jonas Becker Tech Help',
    bio: 'IT consultant living in Kigali. I get remote workers online, secure and backed up, fast.',
    categories: ['tech'],
    startingPriceCents: 3000,
    currency: 'EUR',
    availability: [...WEEKDAYS, 'saturday', 'sunday'],
    timeSlots: '09:00-13:00, 15:00-19:00',
    daysAgo: 38,
    services: [
      {
        title: 'Home office setup: router, VPN and backup power',
        description:
          'I check your connection, set up a travel router and VPN, and wire a UPS so a power cut never drops your calls. In Kigali, at your stay.',
        categoryId: 'tech',
        priceCents: 4000,
      },
      {
        title: 'Laptop rescue and data backup',
        description:
          'Slow laptop, broken update or a full disk: diagnosed and fixed, with an encrypted backup plan.',
        categoryId: 'tech',
        priceCents: 3000,
      },
    ],
  },
  {
    email: 'sara.haile@example.com',
    displayName: 'Sara’s Table, Addis Ababa',
    bio: 'Home cook and coffee-ceremony host in Bole. Ethiopian food the way my grandmother made it.',
    categories: ['catering'],
    startingPriceCents: 2000,
    currency: 'USD',
    availability: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    timeSlots: '10:00-13:00, 17:00-21:00',
    daysAgo: 30,
    services: [
      {
        title: 'Coffee ceremony at your stay',
        description:
          'Roasting, grinding and three rounds of buna with popcorn and stories. For up to six people.',
        categoryId: 'catering',
        priceCents: 2000,
      },
      {
        title: 'Home-cooked Ethiopian dinner for two',
        description:
          'Injera, doro wat, shiro and seasonal vegetables, cooked in your kitchen and served at your table.',
        categoryId: 'catering',
        priceCents: 3500,
      },
    ],
  },
  {
    email: 'baraka.mwita@example.com',
    displayName: 'Baraka Coast Rides & Tours',
    bio: 'Driver and guide in Dar es Salaam and Zanzibar. Airport runs, ferry days and Stone Town walks.',
    categories: ['transport', 'tours'],
    startingPriceCents: 2500,
    currency: 'USD',
    availability: [...WEEKDAYS, 'saturday', 'sunday'],
    timeSlots: '06:00-10:00, 10:00-14:00, 14:00-18:00',
    daysAgo: 25,
    services: [
      {
        title: 'Airport pickup, Dar es Salaam (JNIA)',
        description: 'Meet and greet at arrivals, cold water and a local SIM card on the way to your stay.',
        categoryId: 'transport',
        priceCents: 3000,
      },
      {
        title: 'Stone Town walking tour, Zanzibar',
        description:
          'Three hours through the alleys, the old fort, the spice market and the best rooftop for sunset.',
        categoryId: 'tours',
        priceCents: 2500,
      },
    ],
  },
  {
    email: 'hannah.okafor@example.com',
    displayName: 'Hannah Okafor Wellness',
    bio: 'Licensed massage therapist and yoga teacher in Nairobi. Undo the desk hunch.',
    categories: ['massage', 'fitness'],
    startingPriceCents: 2000,
    currency: 'GBP',
    availability: ['monday', 'wednesday', 'friday', 'saturday'],
    timeSlots: '07:00-09:00, 17:00-20:00',
    daysAgo: 20,
    services: [
      {
        title: 'Deep-tissue massage after long desk days',
        description: 'Sixty minutes on neck, shoulders and back at your stay. I bring the table and oils.',
        categoryId: 'massage',
        priceCents: 4000,
      },
      {
        title: 'Morning yoga on your balcony',
        description: 'A gentle hour of mobility and breathing before your first call. Mats provided.',
        categoryId: 'fitness',
        priceCents: 2000,
      },
    ],
  },
  {
    email: 'aisha.nakitende@example.com',
    displayName: 'Aisha’s Pet Care Kampala',
    bio: 'Dog walking and pet sitting in Kololo and Naguru while you work or travel.',
    categories: ['petcare', 'beauty'],
    startingPriceCents: 1500,
    currency: 'USD',
    availability: WEEKDAYS,
    timeSlots: '07:00-09:00, 16:00-18:00',
    daysAgo: 15,
    services: [
      {
        title: 'Dog walking while you work',
        description: 'A one-hour walk, fresh water and a photo update. Daily or weekly.',
        categoryId: 'petcare',
        priceCents: 1500,
      },
      {
        title: 'Braids and hair care at home',
        description: 'Box braids, cornrows or a wash and style, at your stay in Kampala. Prices from.',
        categoryId: 'beauty',
        priceCents: 3000,
      },
    ],
  },
];
