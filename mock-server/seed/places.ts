/** Cities of the seeded world with real districts and a few well-known streets. */
export type City = { city: string; state: string; districts: string[]; streets: string[] };

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
    streets: [
      'Admiralty Way',
      'Adeola Odeku Street',
      'Awolowo Road',
      'Herbert Macaulay Way',
      'Adeniran Ogunsanya Street',
      'Isaac John Street',
      'Allen Avenue',
      'Ikorodu Road',
    ],
  },
  {
    city: 'Abuja',
    state: 'FCT',
    districts: ['Wuse 2', 'Garki', 'Maitama', 'Asokoro', 'Jabi', 'Gwarinpa', 'Utako', 'Kubwa'],
    streets: [
      'Aminu Kano Crescent',
      'Adetokunbo Ademola Crescent',
      'Ahmadu Bello Way',
      'Gimbiya Street',
      'Obafemi Awolowo Way',
    ],
  },
  {
    city: 'Port Harcourt',
    state: 'Rivers',
    districts: ['GRA Phase 2', 'Rumuola', 'Trans-Amadi', 'D-Line', 'Old GRA', 'Rumuokoro'],
    streets: ['Aba Road', 'Olu Obasanjo Road', 'Tombia Street', 'Ikwerre Road', 'Evo Road'],
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    districts: ['Bodija', 'Dugbe', 'Ring Road', 'Challenge', 'Mokola', 'Agodi', 'Oluyole'],
    streets: ['Awolowo Avenue', 'Ring Road', 'Oyo Road', 'Lagos-Ibadan Expressway', 'Iwo Road'],
  },
];

export const address = (number: number, street: string, district: string, city: City): string =>
  `${number} ${street}, ${district}, ${city.city}, ${city.state === 'FCT' ? 'FCT' : `${city.state} State`}, Nigeria`;
