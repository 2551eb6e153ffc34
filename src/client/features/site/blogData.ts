/** The three fixed articles of /blog. */
export const blogCategories = ['Neighbourhood Guides', 'Connectivity', 'Nomad Life'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** yyyy-MM-dd */
  date: string;
  image: string;
  imageAlt: string;
  body: string[];
}

export const blogPosts: BlogPost[] = [
  {
    slug: 'nairobi-coworking-neighbourhoods',
    title: 'Best coworking-friendly neighbourhoods in Nairobi',
    excerpt:
      'Westlands, Kilimani and Karen each suit a different rhythm of work. Here is how to choose where to base yourself.',
    category: 'Neighbourhood Guides',
    date: '2025-03-18',
    image: '/demo/properties/desk-city-view.webp',
    imageAlt: 'A desk with a monitor and laptop by a window looking over a city skyline',
    body: [
      'Westlands is the obvious first choice: fibre is everywhere, the coworking spaces open early, and you can walk to cafés, supermarkets and the Sarit Centre. The trade-off is traffic. If your calls start at 8am, pick a stay within walking distance of where you want to work, because a ten-minute drive can become forty minutes at rush hour.',
      'Kilimani and Kileleshwa are quieter and more residential while staying central. Many apartments there have backup generators and a spare room that hosts have turned into a proper office, which matters on the days when you would rather not leave the building. Yaya Centre and the cafés along Argwings Kodhek Road make good second offices.',
      'Karen and Lavington suit longer stays and people who value space and green surroundings over nightlife. Homes are larger, gardens are common and the air is cooler. Check the verified internet speed on the listing, as connections vary more from street to street out here, and plan a weekly trip into town for meetings and supplies.',
    ],
  },
  {
    slug: 'kigali-internet-speeds',
    title: 'Internet speeds you can count on in Kigali',
    excerpt:
      'Kigali has some of the most dependable connectivity in the region. What to expect, what to ask your host and how to keep a backup.',
    category: 'Connectivity',
    date: '2025-02-04',
    image: '/demo/properties/desk-hills-view.webp',
    imageAlt: 'A desk with two monitors by a window looking out over green hills',
    body: [
      'Fibre reaches most central neighbourhoods in Kigali, including Kiyovu, Kimihurura and Nyarutarama, and it is common to find stays with 50 to 100 Mbps download. That is comfortably enough for video calls, screen sharing and large uploads. On KaziStay, the speed shown on a listing is the one the host measured; ask for a fresh screenshot of a speed test if your work depends on it.',
      'Mobile data is a good backup. A local SIM from one of the main operators takes a few minutes to register with your passport, and 4G coverage across the city is strong. Keep a data bundle loaded so you can tether your laptop if the fibre drops during an important meeting.',
      'Power is generally stable, but short interruptions happen. A small UPS for your router, or a stay that lists a backup generator or inverter, keeps you online through them. Many hosts in Kigali already have one; it is worth filtering for it if you take client calls every day.',
    ],
  },
  {
    slug: 'month-in-zanzibar',
    title: 'A month in Zanzibar on a remote schedule',
    excerpt:
      'Beaches, Stone Town and a full working week: how to make island life and deadlines fit together for a month.',
    category: 'Nomad Life',
    date: '2025-04-10',
    image: '/demo/properties/beach-workspace.webp',
    imageAlt: 'A laptop on a small table under a beach umbrella, with palm trees and the ocean behind',
    body: [
      'Zanzibar runs on East Africa Time, three hours ahead of GMT, which works well for European clients and means early mornings for anyone working with the Americas. Many remote workers settle into a rhythm of focused work from sunrise to early afternoon, a swim, and a second block of calls in the evening.',
      'Where you stay shapes the month. Stone Town has character, cafés and the most reliable connections, while the east coast around Paje and Jambiani offers calmer days and kitesurfing. Book a stay with a dedicated desk and a measured internet speed, and expect connections outside town to be slower than in the city.',
      'Longer stays are where Zanzibar shines: hosts often offer better rates for a month, and you have time to explore spice farms, Jozani Forest and the northern beaches at weekends rather than squeezing them between deadlines. Carry a power bank, plan for the heat in the middle of the day, and respect local dress customs in Stone Town.',
    ],
  },
];
