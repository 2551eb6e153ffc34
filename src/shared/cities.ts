/** The countries and cities the sitemap lists; demo data covers each city. */
export const citiesByCountry = {
  Kenya: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'],
  Uganda: ['Kampala', 'Entebbe', 'Jinja', 'Mbarara', 'Gulu', 'Fort Portal'],
  Tanzania: ['Dar es Salaam', 'Arusha', 'Mwanza', 'Dodoma', 'Mbeya', 'Zanzibar City'],
  Rwanda: ['Kigali', 'Butare', 'Gisenyi', 'Ruhengeri', 'Muhanga', 'Nyanza'],
  Ethiopia: ['Addis Ababa', 'Dire Dawa', 'Mekelle', 'Gondar', 'Hawassa', 'Bahir Dar'],
  'South Sudan': ['Juba', 'Malakal', 'Wau', 'Yei', 'Bor', 'Torit'],
} as const satisfies Record<string, readonly string[]>;

export type Country = keyof typeof citiesByCountry;
export const countries = Object.keys(citiesByCountry) as Country[];

export const allCities: { city: string; country: Country }[] = countries.flatMap((country) =>
  citiesByCountry[country].map((city) => ({ city, country })),
);

/** The marketplace link the sitemap uses for a city: /marketplace?location={city}, {country}. */
export function cityLocationParam(city: string, country: string): string {
  return `${city}, ${country}`;
}
