import { STREETS } from '#shared/places/streets.ts';

/**
 * Cities of the seeded world: real districts, each with a few of its own well-known streets (an
 * address names a street that lies in its district: no "Ikorodu Road, Victoria Island").
 */
export type City = {
  city: string;
  state: string;
  districts: string[];
  /** The streets of each district. */
  streets: Readonly<Record<string, readonly string[]>>;
};

export const cities: readonly City[] = [
  {
    city: 'Lagos',
    state: 'Lagos',
    districts: [
      'Lekki Phase 1',
      'Victoria Island',
      'Ikoyi',
      'Yaba',
      'Surulere',
      'Ikeja GRA',
      'Ajah',
      'Maryland',
      'Gbagada',
      'Festac Town',
    ],
    streets: STREETS.Lagos,
  },
  {
    city: 'Abuja',
    state: 'FCT',
    districts: ['Wuse 2', 'Garki', 'Maitama', 'Asokoro', 'Jabi', 'Gwarinpa', 'Utako', 'Kubwa'],
    streets: STREETS['Federal Capital Territory'],
  },
  {
    city: 'Port Harcourt',
    state: 'Rivers',
    districts: ['GRA Phase 2', 'Rumuola', 'Trans-Amadi', 'D-Line', 'Old GRA', 'Rumuokoro'],
    streets: STREETS.Rivers,
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    districts: ['Bodija', 'Dugbe', 'Ring Road', 'Challenge', 'Mokola', 'Agodi', 'Oluyole'],
    streets: STREETS.Oyo,
  },
];

/** The streets of `district` in `city` (a district the seed knows; [] for another). */
export const streetsOf = (city: City, district: string): readonly string[] =>
  city.streets[district] ?? [];

export const address = (number: number, street: string, district: string, city: City): string =>
  `${number} ${street}, ${district}, ${city.city}, ${city.state === 'FCT' ? 'FCT' : `${city.state} State`}, Nigeria`;
