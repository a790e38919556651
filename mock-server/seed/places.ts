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
    streets: {
      'Lekki Phase 1': ['Admiralty Way', 'Fola Osibo Road', 'Admiralty Road'],
      'Victoria Island': ['Adeola Odeku Street', 'Akin Adesola Street', 'Ajose Adeogun Street'],
      Ikoyi: ['Awolowo Road', 'Bourdillon Road', 'Glover Road'],
      Yaba: ['Herbert Macaulay Way', 'Commercial Avenue', 'Tejuosho Street'],
      Surulere: ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ogunlana Drive'],
      'Ikeja GRA': ['Isaac John Street', 'Joel Ogunnaike Street', 'Oduduwa Crescent'],
      Ajah: ['Addo Road', 'Badore Road', 'Lekki-Epe Expressway'],
      Maryland: ['Ikorodu Road', 'Mobolaji Bank Anthony Way', 'Maryland Crescent'],
      Gbagada: ['Diya Street', 'Gbagada Expressway', 'Oladipo Bateye Street'],
      'Festac Town': ['2nd Avenue', '4th Avenue', '7th Avenue'],
    },
  },
  {
    city: 'Abuja',
    state: 'FCT',
    districts: ['Wuse 2', 'Garki', 'Maitama', 'Asokoro', 'Jabi', 'Gwarinpa', 'Utako', 'Kubwa'],
    streets: {
      'Wuse 2': ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Ademola Adetokunbo Street'],
      Garki: ['Gimbiya Street', 'Ahmadu Bello Way', 'Lagos Street'],
      Maitama: ['Gana Street', 'IBB Way', 'Aguiyi Ironsi Street'],
      Asokoro: ['Yakubu Gowon Crescent', 'Lake Chad Crescent'],
      Jabi: ['Obafemi Awolowo Way', 'Jabi Lake Road'],
      Gwarinpa: ['1st Avenue', '3rd Avenue', '6th Avenue'],
      Utako: ['Ekukinam Street', 'Obafemi Awolowo Way'],
      Kubwa: ['Gado Nasko Road', 'Arab Road'],
    },
  },
  {
    city: 'Port Harcourt',
    state: 'Rivers',
    districts: ['GRA Phase 2', 'Rumuola', 'Trans-Amadi', 'D-Line', 'Old GRA', 'Rumuokoro'],
    streets: {
      'GRA Phase 2': ['Tombia Street', 'Olu Obasanjo Road', 'Evo Road'],
      Rumuola: ['Rumuola Road', 'Ikwerre Road'],
      'Trans-Amadi': ['Trans-Amadi Road', 'Peter Odili Road'],
      'D-Line': ['Emekuku Street', 'Okoroma Street'],
      'Old GRA': ['Forces Avenue', 'Harley Street'],
      Rumuokoro: ['Ikwerre Road', 'Rumuokoro Road'],
    },
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    districts: ['Bodija', 'Dugbe', 'Ring Road', 'Challenge', 'Mokola', 'Agodi', 'Oluyole'],
    streets: {
      Bodija: ['Awolowo Avenue', 'Bodija Market Road'],
      Dugbe: ['Jimoh Odutola Road', 'Obafemi Awolowo Road'],
      'Ring Road': ['Ring Road', 'Liberty Road'],
      Challenge: ['Ibadan-Lagos Road', 'Molete Road'],
      Mokola: ['Oyo Road', 'Queen Elizabeth Road'],
      Agodi: ['Secretariat Road', 'Agodi Gate Road'],
      Oluyole: ['Oluyole Estate Road', 'Oluyole Way'],
    },
  },
];

/** The streets of `district` in `city` (a district the seed knows; [] for another). */
export const streetsOf = (city: City, district: string): readonly string[] =>
  city.streets[district] ?? [];

export const address = (number: number, street: string, district: string, city: City): string =>
  `${number} ${street}, ${district}, ${city.city}, ${city.state === 'FCT' ? 'FCT' : `${city.state} State`}, Nigeria`;
