/** Building blocks of the demo listings: names, workspace set-ups, amenities, rules and pictures. */
import type { Country } from '../../../shared/cities';
import type { Scenery } from './city-profile';
import type { BackupPower } from '../../../shared/power';

export const adjectives = [
  'Sunny',
  'Quiet',
  'Bright',
  'Leafy',
  'Modern',
  'Cosy',
  'Airy',
  'Calm',
  'Stylish',
  'Spacious',
];

export interface StayUnit {
  name: string;
  bedrooms: [number, number];
  minTier?: number;
  sceneries?: Scenery[];
}
export const stayUnits: StayUnit[] = [
  { name: 'Studio', bedrooms: [1, 1] },
  { name: 'Loft', bedrooms: [1, 1] },
  { name: 'Apartment', bedrooms: [1, 3] },
  { name: 'Guest Suite', bedrooms: [1, 1] },
  { name: 'Cottage', bedrooms: [1, 2], sceneries: ['lake', 'hills', 'savanna'] },
  { name: 'Bungalow', bedrooms: [2, 3], sceneries: ['savanna', 'hills', 'lake'] },
  { name: 'Townhouse', bedrooms: [2, 3], minTier: 2 },
  { name: 'Penthouse', bedrooms: [2, 3], minTier: 3, sceneries: ['city', 'ocean', 'hills'] },
  { name: 'Villa', bedrooms: [3, 4], minTier: 2, sceneries: ['ocean', 'lake', 'hills'] },
  { name: 'Beach House', bedrooms: [2, 3], sceneries: ['ocean'] },
];

export const workUnits = [
  'Coworking Desk',
  'Private Office',
  'Focus Pod',
  'Hot Desk',
  'Studio Workspace',
  'Creative Loft',
  'Garden Office',
  'Team Room',
];

export const viewLabels: Record<Scenery, string> = {
  city: 'City-View',
  lake: 'Lake-View',
  ocean: 'Ocean-View',
  savanna: 'Garden',
  hills: 'Hillside',
};

export interface DeskSetup {
  detail: string;
  short: string;
  standing?: boolean;
}
export const desks: DeskSetup[] = [
  { detail: 'Hardwood desk, 140 x 70 cm, facing the window', short: 'a solid hardwood desk by the window' },
  {
    detail: 'Height-adjustable standing desk, 160 x 80 cm',
    short: 'a height-adjustable standing desk',
    standing: true,
  },
  { detail: 'L-shaped corner desk with a cable tray', short: 'a roomy L-shaped corner desk' },
  { detail: 'Mahogany writing desk next to the balcony door', short: 'a mahogany desk by the balcony door' },
  {
    detail: 'Long oak table with a reserved seat and lockable drawer',
    short: 'a reserved seat at a long oak table',
  },
  {
    detail: 'Wide desk in a separate study with a door that closes',
    short: 'a wide desk in a separate study',
  },
];

export interface MonitorSetup {
  detail: string;
  short: string;
  external: boolean;
}
export const monitors: MonitorSetup[] = [
  {
    detail: '27" 4K monitor with USB-C (charges your laptop)',
    short: 'a 27-inch 4K monitor',
    external: true,
  },
  { detail: '24" Full HD monitor with HDMI and USB-C adapters', short: 'a 24-inch monitor', external: true },
  { detail: 'Two 24" Full HD monitors on arms', short: 'two 24-inch monitors', external: true },
  { detail: '32" curved monitor with HDMI', short: 'a 32-inch curved monitor', external: true },
  {
    detail: 'No external monitor; laptop stand and spare HDMI cable',
    short: 'a laptop stand',
    external: false,
  },
];

export const lightings = [
  'Large east-facing window for morning light, plus a warm LED desk lamp',
  'Bright, indirect daylight all day; dimmable ceiling lights for evenings',
  'Floor-to-ceiling windows with sheer curtains against the afternoon glare',
  'North-facing window, soft light without glare on the screen; daylight desk lamp',
  'Skylight over the desk and an adjustable architect lamp',
];

export const noises = [
  'Very quiet: the desk faces the garden, away from the road',
  'Quiet residential street; birdsong in the morning',
  'Some traffic at rush hour; noise-cancelling headphones provided',
  'Quiet building with thick walls; neighbours are mostly professionals',
  'Calm, with a call booth for meetings',
];

export const extras = [
  'Ergonomic chair, laptop stand, wireless keyboard and mouse',
  'Webcam, ring light and USB headset for video calls',
  'Printer and scanner, whiteboard, stationery',
  'Ergonomic chair, footrest and a second screen on request',
  'Universal adapters (UK, EU, US), USB-C hub and phone charger',
];

/** The backup a demo listing declares (the listing form's fields) and how its extras describe it. */
export const backupPower: { text: string; power: BackupPower }[] = [
  {
    text: 'inverter backup keeps the WiFi and desk power on during outages',
    power: { kind: 'inverter', hours: 8, keepsWifi: true, keepsDesk: true },
  },
  {
    text: 'a standby generator covers power cuts',
    power: { kind: 'generator', hours: 24, keepsWifi: true, keepsDesk: true },
  },
  {
    text: 'solar with battery storage keeps you online through outages',
    power: { kind: 'solar', hours: 12, keepsWifi: true, keepsDesk: false },
  },
];

/** Label of the connection people expect in each country. */
export const connectionFor = (country: Country) =>
  country === 'South Sudan' ? 'satellite-backed 4G' : 'fibre';

export const transportFor: Record<Country, string> = {
  Kenya: 'Uber or matatu',
  Uganda: 'boda boda',
  Tanzania: 'bajaji',
  Rwanda: 'moto taxi',
  Ethiopia: 'ride-hail taxi',
  'South Sudan': 'car (your host can arrange a driver)',
};

/** Optional workspace amenities besides the four marketplace filters. */
export const extraWorkAmenities = [
  'Ergonomic Chair',
  'Webcam',
  'Printer',
  'Meeting Room',
  'Whiteboard',
  'Phone Booth',
  'Quiet Space',
];
/** Optional stay amenities besides the marketplace's King Size Bed, Full Kitchen, Smart TV and Pool. */
export const extraStayAmenities = [
  'Washer',
  'Parking',
  'Balcony',
  'Garden',
  'Hot Shower',
  'Gym',
  'Mosquito Nets',
];
export const generalAmenities = [
  'Self Check-in',
  'Security Guard',
  'Housekeeping',
  'Airport Pickup',
  'Laundry Service',
  'Drinking Water',
  'First Aid Kit',
];

/** The phrase a description uses for a stay amenity. */
export const stayHighlights: Record<string, string> = {
  Pool: 'a shared pool for after-work swims',
  Garden: 'a leafy garden',
  Balcony: 'a balcony for sundowners',
  'Smart TV': 'a smart TV for evenings in',
  'Air Conditioning': 'air conditioning for the hot afternoons',
  'King Size Bed': 'a king size bed',
  Gym: 'a small gym in the building',
  Washer: 'a washing machine',
};

export const workPerks: Record<string, string> = {
  'Coffee Machine': 'bottomless coffee',
  'Meeting Room': 'a meeting room for client calls',
  Printer: 'printing and scanning',
  'Phone Booth': 'a phone booth',
  Whiteboard: 'whiteboards',
};

export const stayRules = [
  'No smoking indoors',
  'No parties or events',
  'Quiet hours from 10pm to 7am',
  'Check-in after 2pm, check-out by 11am',
  'Visitors must sign in with security',
  'Please switch off the lights and AC when you go out',
  'Shoes off inside, please',
];
export const petRules = ['No pets', 'Pets welcome on request'];
export const workRules = [
  'Open 7am to 9pm, Monday to Saturday',
  'Take calls in the phone booth or meeting room',
  'Leave the desk clean for the next person',
  'No smoking on the premises',
  'Guests sign in at reception',
  'Food in the kitchen area only',
];

/** Pictures in public/demo/properties, grouped by what they show. */
const pic = (name: string) => `/demo/properties/${name}.webp`;
export const deskPictures: Record<Scenery, string[]> = {
  city: [pic('desk-city-view'), pic('desk-evening')],
  lake: [pic('desk-lake-view')],
  ocean: [pic('desk-lake-view'), pic('beach-workspace')],
  savanna: [pic('desk-savanna-view')],
  hills: [pic('desk-hills-view')],
};
export const outdoorPictures: Record<Scenery, string[]> = {
  city: [pic('rooftop-terrace')],
  lake: [pic('balcony-lake')],
  ocean: [pic('balcony-ocean'), pic('beach-workspace')],
  savanna: [pic('garden-veranda')],
  hills: [pic('garden-veranda')],
};
export const bedroomPictures = [pic('bedroom-king'), pic('bedroom-garden')];
export const livingPictures = [pic('living-room-sunny'), pic('living-room-dusk'), pic('reading-nook')];
export const kitchenPictures = [pic('kitchen-open'), pic('kitchen-bright')];
export const sharedWorkPictures = [pic('coworking-lounge'), pic('meeting-room'), pic('reading-nook')];

/**
 * Nightly price for a one-bedroom by city tier, and hourly price ranges for workspaces: whole US dollars, which
 * data.ts turns into the listings' cents.
 */
export const nightlyBase: Record<1 | 2 | 3 | 4, number> = { 1: 42, 2: 60, 3: 85, 4: 110 };
export const hourlyRange: Record<1 | 2 | 3 | 4, [number, number]> = {
  1: [3, 6],
  2: [4, 9],
  3: [6, 15],
  4: [8, 25],
};
